import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retriedChunk } from './retriedChunk.ts';

describe('retriedChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches nothing until the chunk is first asked for, then gives the same load to every caller; a tryNow before that starts nothing', async () => {
    const first = vi.fn(() => Promise.resolve('chunk'));
    const chunk = retriedChunk(first);
    chunk.tryNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first).not.toHaveBeenCalled();
    const loading = chunk.loaded();
    expect(chunk.loaded()).toBe(loading);
    await expect(loading).resolves.toBe('chunk');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('after a failure, tries again at once on tryNow, and resolves with the load that succeeds', async () => {
    // An error naming no URL (Safari's): the retry calls the importer as built again.
    const first = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue('chunk');
    const chunk = retriedChunk(first);
    const loading = chunk.loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    chunk.tryNow(); // before the 1 s timer
    await expect(loading).resolves.toBe('chunk');
    expect(first).toHaveBeenCalledTimes(2);
  });
});
