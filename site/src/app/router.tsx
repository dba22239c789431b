import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { PortfolioCategory } from '../content/categories.ts';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { PageCodeUnavailable, PageUnavailable } from '../features/errors/PageUnavailable.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { paths } from '../content/paths.ts';
import { reloadOnStaleChunk } from './reloadOnStaleChunk.ts';
import { RootLayout } from './RootLayout.tsx';

type PageModule = Record<string, ComponentType>;

/**
 * The modules of the pages that load with their route, by file: every page
 * but two. The home page is in the main bundle: it is the page most visits
 * start on, and on its own chunk it would cost / 1.7 kB more. The router's
 * error page must show when a page's code fails to load (and the notice of
 * PageUnavailable.tsx, which the glob does not match, is in the main bundle).
 */
const pageModules = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '!../features/home/HomePage.tsx', '!../features/errors/RouteErrorPage.tsx']);

/** What a route tells the prerender (route.handle). */
export type PageHandle = {
  /** The page's module as the build's manifest names it, so the prerendered HTML can preload its chunks. */
  module: string;
  /** Loads that module (import): the route's `lazy` and a prefetch both call it. */
  load: () => Promise<PageModule>;
};

/**
 * A route whose page loads with it, so the first visit to / carries only the
 * home page; the prerendered HTML of the route's own pages preloads its code
 * alongside the app's script. `wrap` adapts a page component that takes props.
 * Code that cannot be fetched (offline) throws PageCodeUnavailable, for the
 * pages' error element (PageUnavailable.tsx).
 */
function lazyPage(file: string, exportName: string, wrap = (Page: ComponentType) => Page): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${file}`];
  if (!load) throw new Error(`router: no page module features/${file}`);
  const handle: PageHandle = { module: `src/features/${file}`, load };
  return {
    handle,
    lazy: async () => {
      const module = await handle.load().catch((error: unknown) => {
        throw new PageCodeUnavailable(`features/${file}`, { cause: error });
      });
      // undefined: the code is gone with a redeploy, and the page it was for is reloading (reloadOnStaleChunk.ts).
      if (!module) return new Promise<never>(() => {});
      const Page = module[exportName];
      if (!Page) throw new Error(`router: features/${file} exports no ${exportName}`);
      return { Component: wrap(Page) };
    },
  };
}

type ServicePageComponent = typeof import('../features/services/ServicePage.tsx').ServicePage;

const servicePage = (category: PortfolioCategory) =>
  lazyPage('services/ServicePage.tsx', 'ServicePage', (Page) => {
    const ServicePage = Page as ServicePageComponent;
    return function Service() {
      return <ServicePage key={category} category={category} />;
    };
  });

/**
 * The route tree. Every path comes from paths.ts, which the server's route
 * manifest is built from. The home page is in the main bundle; every other
 * page, the not-found page too (and with them DOMPurify and the admin), loads
 * with its route.
 *
 * The pages sit in a pathless route of their own, whose error element shows
 * inside the layout: a page whose code could not be fetched keeps the header
 * and footer around its notice. (On the page's own route it would never
 * show: React Router renders nothing below a route whose lazy load failed.)
 * Any other error goes on to the router's error page, which stands alone.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        errorElement: <PageUnavailable />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.branding, ...servicePage('branding') },
          { path: paths.print, ...servicePage('print') },
          { path: paths.digital, ...servicePage('digital') },
          { path: paths.spaceDesign, ...servicePage('space-design') },
          { path: paths.about, ...lazyPage('about/AboutPage.tsx', 'AboutPage') },
          { path: paths.contact, ...lazyPage('contact/ContactPage.tsx', 'ContactPage') },
          { path: paths.blog, ...lazyPage('blog/BlogPage.tsx', 'BlogPage') },
          { path: paths.blogPost, ...lazyPage('blog/BlogPostPage.tsx', 'BlogPostPage') },
          { path: paths.project, ...lazyPage('portfolio/ProjectPage.tsx', 'ProjectPage') },
          { path: paths.admin, ...lazyPage('admin/AdminPage.tsx', 'default') },
          { path: '*', ...lazyPage('errors/NotFoundPage.tsx', 'NotFoundPage') },
        ],
      },
    ],
  },
];

/** The pages' routes (the tree above without its two wrappers). */
export const pageRoutes: RouteObject[] = routes[0].children![0].children!;

/**
 * The app's router. Hydrating a prerendered page, it is given (empty)
 * hydration data, which tells it the page on screen is already its first
 * render: ScrollRestoration then leaves the scroll where the visitor has
 * taken it while the app loaded, where it would scroll a new page to the
 * top. (A reload still returns to the position it saved.)
 */
export function createRouter({ hydrating }: { hydrating: boolean }) {
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
  reloadOnStaleChunk(router);
  return router;
}

/**
 * Starts loading the code of the page at pathname (see prefetchOnIntent.ts).
 * A failure is left for the navigation to meet (reloadOnStaleChunk.ts).
 */
export function prefetchRoute(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    (route.handle as PageHandle | undefined)?.load().catch(() => {});
  }
}

/**
 * Loads the code of every lazy route that matches location and puts it on the
 * route objects, as if it had never been lazy. Hydration needs this: the
 * router must render the page at once, as the prerender did, not a fallback.
 */
export async function loadMatchedRoutes(tree: RouteObject[], location: Partial<Location> | string) {
  const matches = matchRoutes(tree, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
