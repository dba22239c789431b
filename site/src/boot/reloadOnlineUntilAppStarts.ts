// Until the app runs, coming back online loads the page again.
//
// The prerendered page reads in full without the app, but if the app's
// scripts (or the page's own code) could not be fetched as it loaded (a
// connection that dropped just after the HTML arrived), it will not start by
// itself. Here, in the one script that runs at once, whatever else fails:
// when the browser says it is back online, the server is asked (a HEAD of
// the page's address, past every cache; a reload without a connection would
// show the browser's own offline page) and the page is loaded again. Once
// the app runs (APP_STARTED), it stops: the app then shows, and recovers,
// what fails to load on its own (src/lib/loadPageAgain.ts, the same steps).
import { APP_STARTED } from './earlyPressNames.ts';

export function reloadOnlineUntilAppStarts(win: Window = window): void {
  const onOnline = () =>
    void win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => win.location.reload(),
      () => {}, // still out of reach: the next online event tries again
    );
  win.addEventListener('online', onOnline);
  win.document.addEventListener(APP_STARTED, () => win.removeEventListener('online', onOnline), { once: true });
}
