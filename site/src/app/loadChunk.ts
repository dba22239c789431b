import type { createBrowserRouter } from 'react-router';
import { connectionBack, retryDelay } from '../lib/connectionBack.ts';
import { fullPageLoad } from '../lib/fullPageLoad.ts';
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
 * Waits between tries while the site is out of reach: RETRY_DELAYS, 1 s
 * doubling up to 30 s. Not the data-cache defaults' limit of three tries:
 * giving up would put an error page in place of the page being read.
 */
export { RETRY_DELAYS } from '../lib/connectionBack.ts';

/**
 * Loads a route's code.
 * - Out of reach (offline, or online with no answer from the site: a phone
 *   between towers), the visitor stays on the page they are reading, is told
 *   why nothing opens, and the load is tried again when the browser is back
 *   online, or after 1 s, 2 s, 4 s … (at most 30 s apart) while it says it
 *   is online. A reload now would show the browser's own error page instead.
 * - A chunk that fails to load right after the site answered is most likely
 *   a redeploy: an open tab asked for a chunk the new build no longer has.
 *   Instead of an error page, the browser then loads the page it was going
 *   to (fresh HTML, new chunk names) once. A second failure within ten
 *   seconds is thrown to the router's error page.
 * - A failure before the site answered is the connection's, not the build's,
 *   and is tried again first: the browser's online event can come before its
 *   requests get through, and a load that failed then is no sign of a
 *   redeploy.
 */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch {
    let err: unknown; // the failed try the loop below ends on
    // Told only when a click is waiting: at hydration the page is already on screen.
    const clicked = router?.state.navigation.state === 'loading';
    let told = false;
    try {
      for (let tries = 0; ; tries++) {
        const answered = await siteAnswers();
        if (!answered) {
          if (clicked && !told) {
            showToast((toast) => toast(OFFLINE_TOAST.title, { id: OFFLINE_TOAST_ID, description: OFFLINE_TOAST.description }));
            told = true;
          }
          await connectionBack(retryDelay(tries)).back;
        }
        try {
          return await importer();
        } catch (again) {
          err = again;
        }
        if (answered) break; // the site answered, and the chunk still failed: gone
      }
    } finally {
      if (told) showToast((toast) => toast.dismiss(OFFLINE_TOAST_ID)); // the page opens, or reloads
    }
    if (!mayReload()) throw err;
    const next = router?.state.navigation.location;
    fullPageLoad(next ? next.pathname + next.search + next.hash : window.location.href);
    return new Promise<T>(() => {}); // the page is going away
  }
}

/** Whether the site answers at all (any status): a request for this page's headers, never from a cache. */
async function siteAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
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
