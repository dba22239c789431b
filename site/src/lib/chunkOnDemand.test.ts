import { describe, expect, it, vi } from 'vitest';
import { chunkOnDemand } from './chunkOnDemand.ts';

describe('chunkOnDemand', () => {
  it('loads the chunk once, however often it is asked for', async () => {
    const importer = vi.fn(() => Promise.resolve('module'));
    const chunk = chunkOnDemand(importer);
    await expect(Promise.all([chunk.load(), chunk.load()])).resolves.toEqual(['module', 'module']);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next call after a failed load, and every caller gets the module', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const chunk = chunkOnDemand(importer);
    const first = chunk.load();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await Promise.resolve(); // the failure is settled
    const second = chunk.load();
    await expect(Promise.all([first, second])).resolves.toEqual(['module', 'module']);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('does not start a second load while one is in flight', () => {
    const importer = vi.fn(() => new Promise<string>(() => {}));
    const chunk = chunkOnDemand(importer);
    void chunk.load();
    void chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself when the browser is back online after a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const chunk = chunkOnDemand(importer);
    const waiting = chunk.load();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await Promise.resolve(); // the failure is settled
    window.dispatchEvent(new Event('online'));
    await expect(waiting).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
