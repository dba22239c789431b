import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const KEY = 'studio:chunk-reload-at';
/** Within this window a second failure is the connection's, not a redeploy's: no reload loop. */
export const RELOAD_WINDOW_MS = 10_000;

/** The part of `window` this module uses, so a test can hand in its own. */
type Win = Pick<Window, 'addEventListener' | 'navigator' | 'sessionStorage'> & { location: Pick<Location, 'assign'> };

/**
 * After a redeploy, an open tab still names the old build's chunks, which
 * the server no longer has: the first link the visitor follows to a page
 * whose code is not loaded yet cannot load it. Vite reports that as
 * `vite:preloadError`. While the router is on its way to a page, the browser
 * then loads that page from the server (fresh HTML naming the new build's
 * chunks) instead of showing an error, and the route waits for the reload
 * (router.tsx). Once: a second failure within ten seconds is the
 * connection's, not a redeploy's, and so is one while the browser is offline,
 * where a reload would show the browser's own offline page; both reach the
 * pages' notice that the page did not load (PageUnavailable.tsx).
 */
export function reloadOnStaleChunk(router: Pick<Router, 'state'>, win: Win = window) {
  win.addEventListener('vite:preloadError', (event) => {
    const next = router.state.navigation.location;
    if (!next || !win.navigator.onLine || !mayReload(win.sessionStorage)) return;
    event.preventDefault(); // the import resolves to undefined instead of failing
    win.location.assign(next.pathname + next.search + next.hash);
  });
}

function mayReload(storage: Storage): boolean {
  try {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(KEY, String(Date.now()));
    return true;
  } catch {
    return false; // no sessionStorage: never risk a loop
  }
}
