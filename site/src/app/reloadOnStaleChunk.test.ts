import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, reloadOnStaleChunk } from './reloadOnStaleChunk.ts';

/** A window of its own (jsdom's location cannot be replaced), with a router on its way to `to`. */
function setup({ to = '/blog/1?ref=x#top', onLine = true }: { to?: string | null; onLine?: boolean } = {}) {
  const target = new EventTarget();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    navigator: { onLine } as Navigator,
    sessionStorage: window.sessionStorage,
    location: { assign: vi.fn() },
  };
  const url = to === null ? null : new URL(to, 'https://studio.test');
  const router = { state: { navigation: { location: url && { pathname: url.pathname, search: url.search, hash: url.hash } } } };
  reloadOnStaleChunk(router as never, win as never);
  /** Fires Vite's event; true when the handler took the failure over. */
  const fail = () => !target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { win, fail };
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('reloadOnStaleChunk', () => {
  it('loads the page the router was going to from the server when its code fails to load', () => {
    const { win, fail } = setup();
    expect(fail()).toBe(true);
    expect(win.location.assign).toHaveBeenCalledWith('/blog/1?ref=x#top');
  });

  it('reloads once: a second failure within ten seconds reaches the router', () => {
    vi.useFakeTimers();
    const { win, fail } = setup();
    expect(fail()).toBe(true);
    vi.advanceTimersByTime(RELOAD_WINDOW_MS - 1);
    expect(fail()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fail()).toBe(true);
    expect(win.location.assign).toHaveBeenCalledTimes(2);
  });

  it('leaves a chunk that fails with no navigation under way to its own importer', () => {
    const { win, fail } = setup({ to: null });
    expect(fail()).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('does not reload while the browser is offline', () => {
    const { win, fail } = setup({ onLine: false });
    expect(fail()).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
