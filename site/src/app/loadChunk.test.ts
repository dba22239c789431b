import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, OFFLINE_TOAST, setChunkRouter } from './loadChunk.ts';

// The toasts, as the toast region would receive them.
const toast = Object.assign(vi.fn(), { dismiss: vi.fn() });
vi.mock('../lib/toaster.ts', () => ({ showToast: (show: (t: typeof toast) => void) => show(toast) }));

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

describe('loading a route chunk offline', () => {
  const assign = vi.fn();
  const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  let online = false;
  beforeEach(() => {
    sessionStorage.clear();
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/blog' });
    const navigation = { state: 'loading', location: { pathname: '/blog/1', search: '', hash: '' } };
    setChunkRouter({ state: { navigation } } as unknown as Parameters<typeof setChunkRouter>[0]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    assign.mockReset();
    toast.mockReset();
    toast.dismiss.mockReset();
  });
  const backOnline = () => {
    online = true;
    window.dispatchEvent(new Event('online'));
  };

  it('keeps the visitor on their page, says they are offline, and opens the page when the connection is back: no reload', async () => {
    const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const loading = loadChunk(importer);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(OFFLINE_TOAST.title, expect.objectContaining({ description: OFFLINE_TOAST.description })));
    expect(importer).toHaveBeenCalledOnce();
    expect(toast.dismiss).not.toHaveBeenCalled();

    backOnline();
    await expect(loading).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(toast.dismiss).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });

  it('reloads onto the page asked for once when the chunk still fails back online (a redeploy meanwhile)', async () => {
    const loading = loadChunk(missing);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledOnce());
    backOnline();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/blog/1'));
    void loading;
  });

  it('says nothing while the app starts on a page already on screen (no click is waiting)', async () => {
    setChunkRouter(undefined as unknown as Parameters<typeof setChunkRouter>[0]);
    const loading = loadChunk(vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the failure handled: waiting for the connection
    backOnline();
    await expect(loading).resolves.toBe('module');
    expect(toast).not.toHaveBeenCalled();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
