import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const KEY = 'studio:chunk-reload-at';
/** Within this window a second failure is a real error, not a redeploy: no reload loop. */
const WINDOW_MS = 10_000;

let router: Router | undefined;
export function setChunkRouter(r: Router) {
  router = r;
}

/**
 * Loads a route's code. After a redeploy, an open tab may ask for a chunk the
 * new build no longer has; instead of an error page, the browser then loads
 * the page it was going to (fresh HTML, new chunk names) once. A second
 * failure within ten seconds is thrown to the router's error page.
 */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (err) {
    if (!mayReload()) throw err;
    const next = router?.state.navigation.location;
    window.location.assign(next ? next.pathname + next.search + next.hash : window.location.href);
    return new Promise<T>(() => {}); // the page is going away
  }
}

function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
    return true;
  } catch {
    return false; // no sessionStorage: never risk a loop
  }
}
