// Built from @fontsource-variable/{fraunces,inter} by tooling/build-fonts.ts.
import './styles/fonts/fonts.css';
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { prefetchOnIntent } from './lib/prefetchOnIntent.ts';
import { createRouter, loadMatchedRoutes, prefetchRoute, routes } from './app/router.tsx';

const container = document.getElementById('root')!;

// A prerendered page (site/tooling/prerender.ts) is hydrated: the code of the
// routes it shows is loaded first, so the first client render is the same
// tree the HTML came from. The app shell (admin, new ids) renders from
// scratch. A page whose code cannot be fetched (the connection dropped just
// after the HTML arrived) stays as the prerendered page it is, readable, its
// links and menu working; the boot script loads it again once the browser is
// back online (src/boot/reloadOnlineUntilAppStarts.ts).
// (A promise, not a top-level await: the route chunks import from this one,
// which must finish evaluating first.)
//
// React DOM's client is imported here rather than at the top: setting it up
// is most of the work of starting the app, and this way it runs in a task of
// its own once this module has run, not in the one task that evaluates the
// app (on a slow phone, long enough to hold up a tap). Its chunk is already
// fetched (src/boot/loadAfterPaint.ts).
const reactDom = import('react-dom/client');
if (container.hasChildNodes()) {
  Promise.all([reactDom, loadMatchedRoutes(routes, window.location)])
    .then(([dom]) => nextTask().then(() => dom))
    // In a transition, hydration yields to the browser every few
    // milliseconds instead of blocking the main thread for the whole page.
    .then(
      ({ hydrateRoot }) => startTransition(() => void hydrateRoot(container, app(true))),
      () => {}, // the page stays as served, and loads again once back online (above)
    );
} else {
  void reactDom.then(({ createRoot }) => createRoot(container).render(app(false)));
}

/**
 * Resolves in a task of its own, so creating the router and starting the
 * hydration do not lengthen the task that evaluated the app's modules (one
 * long task on a slow phone instead of two short ones).
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

// A link's page loads when the visitor reaches for it, not when they click.
prefetchOnIntent(prefetchRoute);

function app(hydrating: boolean) {
  return (
    <StrictMode>
      <RouterProvider router={createRouter({ hydrating })} />
    </StrictMode>
  );
}
