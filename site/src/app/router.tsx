import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { PortfolioCategory } from '../content/categories.ts';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { loadChunk, setChunkRouter } from './loadChunk.ts';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';

/** A route whose page loads with it, so the first visit to / carries only the home page. */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await loadChunk(load) }) };
}

const servicePage = (category: PortfolioCategory) =>
  lazyPage(async () => {
    const { ServicePage } = await import('../features/services/ServicePage.tsx');
    return function Service() {
      return <ServicePage key={category} category={category} />;
    };
  });

/**
 * The route tree. Every path comes from paths.ts, which the server's route
 * manifest is built from. The home page is in the main bundle; every other
 * page, the not-found page too (and with them DOMPurify and the admin), loads
 * with its route.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.branding, ...servicePage('branding') },
      { path: paths.print, ...servicePage('print') },
      { path: paths.digital, ...servicePage('digital') },
      { path: paths.spaceDesign, ...servicePage('space-design') },
      { path: paths.about, ...lazyPage(async () => (await import('../features/about/AboutPage.tsx')).AboutPage) },
      { path: paths.contact, ...lazyPage(async () => (await import('../features/contact/ContactPage.tsx')).ContactPage) },
      { path: paths.blog, ...lazyPage(async () => (await import('../features/blog/BlogPage.tsx')).BlogPage) },
      { path: paths.blogPost, ...lazyPage(async () => (await import('../features/blog/BlogPostPage.tsx')).BlogPostPage) },
      { path: paths.project, ...lazyPage(async () => (await import('../features/portfolio/ProjectPage.tsx')).ProjectPage) },
      { path: paths.admin, ...lazyPage(async () => (await import('../features/admin/AdminPage.tsx')).default) },
      { path: '*', ...lazyPage(async () => (await import('../features/errors/NotFoundPage.tsx')).NotFoundPage) },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setChunkRouter(router);
  return router;
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
