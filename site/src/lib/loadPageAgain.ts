/**
 * Loading the page on screen again, for a page (or a part of one) whose code
 * could not be fetched: a connection that dropped on a train, a flaky one.
 * (Before the app runs, the boot script does the same on its own:
 * src/boot/reloadOnlineUntilAppStarts.ts.)
 *
 * The page is loaded again from the server rather than its code imported
 * again in place: some browsers keep a failed import() for the life of the
 * page (Chromium up to 148 among them) and answer every later one with the
 * same failure, and the router keeps a route's failed load too; a fresh
 * page load has neither. The server is asked first (a HEAD of the page's
 * address, past every cache), because a reload with no connection would
 * replace the site with the browser's own offline page.
 */

/** The part of `window` this module uses, so a test can hand in its own. */
type Win = Pick<Window, 'addEventListener' | 'removeEventListener' | 'fetch'> & { location: Pick<Location, 'href' | 'reload'> };

/**
 * Reloads the page if its server answers now (with any status: a not-found
 * page is a page too). Resolves false, and leaves the page as it is, when it
 * cannot be reached.
 */
export async function reloadIfReachable(win: Win = window): Promise<boolean> {
  try {
    await win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/** Reloads the page (reloadIfReachable) each time the browser says it is back online. Returns the function that stops it. */
export function reloadWhenOnline(win: Win = window): () => void {
  const onOnline = () => void reloadIfReachable(win);
  win.addEventListener('online', onOnline);
  return () => win.removeEventListener('online', onOnline);
}
