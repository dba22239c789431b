import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './loadChunk.ts';

describe('loading a route chunk after a redeploy', () => {
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/blog' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('returns the module when it loads', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk is missing, and throws on a second failure (no loop)', async () => {
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk(missing);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
