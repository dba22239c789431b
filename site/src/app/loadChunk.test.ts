import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, OFFLINE_TOAST, RETRY_DELAYS, setChunkRouter } from './loadChunk.ts';

// The toasts, as the toast region would receive them.
const toast = Object.assign(vi.fn(), { dismiss: vi.fn() });
vi.mock('../lib/toaster.ts', () => ({ showToast: (show: (t: typeof toast) => void) => show(toast) }));

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
/** An importer that fails `times` times, then loads. */
const failing = (times: number) => {
  const importer = vi.fn<() => Promise<string>>().mockResolvedValue('module');
  for (let i = 0; i < times; i++) importer.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  return importer;
};

// The full page load, as the browser would be asked for it.
const fullPageLoad = vi.hoisted(() => vi.fn());
vi.mock('../lib/fullPageLoad.ts', () => ({ fullPageLoad }));
let online = true;
/** The site's answer to the reachability check: a response, or a network error. */
const siteCheck = vi.fn<typeof fetch>();
const siteAnswers = () => siteCheck.mockResolvedValue(new Response(null, { status: 200 }));
const siteOutOfReach = () => siteCheck.mockRejectedValue(new TypeError('Failed to fetch'));
const backOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
const clickWaiting = () => {
  const navigation = { state: 'loading', location: { pathname: '/blog/1', search: '', hash: '' } };
  setChunkRouter({ state: { navigation } } as unknown as Parameters<typeof setChunkRouter>[0]);
};
/** Lets every settled promise run its handlers (the fake clock leaves microtasks alone). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  sessionStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  history.replaceState(null, '', '/blog');
  vi.stubGlobal('fetch', siteCheck);
  siteAnswers();
  setChunkRouter(undefined as unknown as Parameters<typeof setChunkRouter>[0]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fullPageLoad.mockReset();
  siteCheck.mockReset();
  toast.mockReset();
  toast.dismiss.mockReset();
});

describe('loading a route chunk after a redeploy', () => {
  it('returns the module when it loads, asking the site nothing', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(siteCheck).not.toHaveBeenCalled();
  });

  it('reloads onto the page asked for once when a chunk is missing while the site answers, and throws on a second failure (no loop)', async () => {
    clickWaiting();
    const importer = vi.fn(missing);
    void loadChunk(importer);
    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledExactlyOnceWith('/blog/1'));
    expect(siteCheck).toHaveBeenCalledWith(`${location.origin}/blog`, { method: 'HEAD', cache: 'no-store' });
    expect(importer, 'asked for again after the site answered, before the reload').toHaveBeenCalledTimes(2);
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(fullPageLoad).toHaveBeenCalledOnce();
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks for a chunk once more when the site answers, before calling it missing: a load lost to the connection opens with no reload', async () => {
    clickWaiting();
    const importer = failing(1);
    await expect(loadChunk(importer)).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(siteCheck).toHaveBeenCalledOnce();
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('loading a route chunk offline', () => {
  beforeEach(() => {
    online = false;
    clickWaiting();
  });

  it('keeps the visitor on their page, says they are offline, and opens the page when the connection is back: no reload', async () => {
    const importer = failing(1);
    const loading = loadChunk(importer);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(OFFLINE_TOAST.title, expect.objectContaining({ description: OFFLINE_TOAST.description })));
    expect(importer).toHaveBeenCalledOnce();
    expect(siteCheck).not.toHaveBeenCalled(); // the browser knows it is offline: nothing to ask
    expect(toast.dismiss).not.toHaveBeenCalled();

    backOnline();
    await expect(loading).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(toast.dismiss).toHaveBeenCalledOnce();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('back online, a first try that still fails (the online event can come before requests get through) is tried again once the site answers: no reload', async () => {
    const importer = failing(2);
    const loading = loadChunk(importer);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledOnce());
    backOnline();
    await expect(loading).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(3);
    expect(siteCheck).toHaveBeenCalledOnce();
    expect(toast.dismiss).toHaveBeenCalledOnce();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('reloads onto the page asked for once when the chunk still fails back online and the site answers (a redeploy meanwhile)', async () => {
    void loadChunk(missing);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledOnce());
    backOnline();
    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledExactlyOnceWith('/blog/1'));
    expect(toast.dismiss).toHaveBeenCalledOnce();
  });

  it('says nothing while the app starts on a page already on screen (no click is waiting)', async () => {
    setChunkRouter(undefined as unknown as Parameters<typeof setChunkRouter>[0]);
    const importer = failing(1);
    const loading = loadChunk(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledOnce());
    await settle();
    backOnline();
    await expect(loading).resolves.toBe('module');
    expect(toast).not.toHaveBeenCalled();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});

describe('loading a route chunk online with the site out of reach (a phone between towers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clickWaiting();
    siteOutOfReach();
  });

  it(`tries again after ${RETRY_DELAYS.firstMs / 1000} s, doubling to at most ${RETRY_DELAYS.maxMs / 1000} s, with the visitor told and kept on their page`, async () => {
    const importer = failing(7);
    const loading = loadChunk(importer);
    await settle();
    expect(toast).toHaveBeenCalledOnce();
    // Tries at 1, 2, 4, 8, 16, 30 and 30 s after each other; the seventh fails, the eighth loads.
    const waits = [1, 2, 4, 8, 16, 30, 30].map((s) => s * 1000);
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(importer, `before try ${i + 2}`).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(importer, `try ${i + 2}`).toHaveBeenCalledTimes(i + 2);
    }
    await expect(loading).resolves.toBe('module');
    expect(toast).toHaveBeenCalledOnce();
    expect(toast.dismiss).toHaveBeenCalledOnce();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('tries again at once when the browser comes back online, without waiting out the delay', async () => {
    online = false;
    const importer = failing(1);
    const loading = loadChunk(importer);
    await settle();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS.maxMs * 2);
    expect(importer).toHaveBeenCalledOnce(); // offline: no timer, only the online event
    backOnline();
    await expect(loading).resolves.toBe('module');
  });

  it('reloads once the site answers again and the chunk is still missing (a redeploy)', async () => {
    const loading = loadChunk(missing);
    await settle();
    siteAnswers();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS.firstMs);
    await settle();
    expect(fullPageLoad).toHaveBeenCalledExactlyOnceWith('/blog/1');
    expect(toast.dismiss).toHaveBeenCalledOnce();
    void loading;
  });
});
