import type { createBrowserRouter } from 'react-router';
import { showToast } from '../lib/toaster.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const KEY = 'studio:chunk-reload-at';
/** Within this window a second failure is a real error, not a redeploy: no reload loop. */
const WINDOW_MS = 10_000;

let router: Router | undefined;
export function setChunkRouter(r: Router) {
  router = r;
}

const OFFLINE_TOAST_ID = 'offline';
export const OFFLINE_TOAST = { title: 'You are offline', description: 'The page will open as soon as the connection is back.' };

/**
 * Loads a route's code.
 * - Offline (a phone in a tunnel): the visitor stays on the page they are
 *   reading, is told why nothing opens, and the load is tried again when the
 *   browser is back online. A reload now would show the browser's own
 *   offline page instead.
 * - Online, after a redeploy, an open tab may ask for a chunk the new build
 *   no longer has; instead of an error page, the browser then loads the page
 *   it was going to (fresh HTML, new chunk names) once. A second failure
 *   within ten seconds is thrown to the router's error page.
 */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (failed) {
    let err = failed;
    if (!navigator.onLine) {
      // Told only when a click is waiting: at hydration the page is already on screen.
      const clicked = router?.state.navigation.state === 'loading';
      if (clicked) showToast((toast) => toast(OFFLINE_TOAST.title, { id: OFFLINE_TOAST_ID, description: OFFLINE_TOAST.description }));
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
      if (clicked) showToast((toast) => toast.dismiss(OFFLINE_TOAST_ID));
      try {
        return await importer();
      } catch (again) {
        err = again;
      }
    }
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
