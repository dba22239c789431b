import { createBrowserRouter, type RouteObject } from 'react-router';
import { AboutPage } from '../features/about/AboutPage.tsx';
import { BlogPage } from '../features/blog/BlogPage.tsx';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { ProjectPage } from '../features/portfolio/ProjectPage.tsx';
import { ServicePage } from '../features/services/ServicePage.tsx';
import { loadChunk, setChunkRouter } from './loadChunk.ts';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';

/**
 * The route tree. Every path comes from paths.ts, which the server's route
 * manifest is built from. Pages that pull in a heavy library of their own
 * (DOMPurify for posts, the whole admin) load lazily with their route.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.branding, element: <ServicePage key="branding" category="branding" /> },
      { path: paths.print, element: <ServicePage key="print" category="print" /> },
      { path: paths.digital, element: <ServicePage key="digital" category="digital" /> },
      { path: paths.spaceDesign, element: <ServicePage key="space-design" category="space-design" /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.blog, element: <BlogPage /> },
      {
        path: paths.blogPost,
        lazy: async () => ({ Component: (await loadChunk(() => import('../features/blog/BlogPostPage.tsx'))).BlogPostPage }),
      },
      { path: paths.project, element: <ProjectPage /> },
      {
        path: paths.admin,
        lazy: async () => ({ Component: (await loadChunk(() => import('../features/admin/AdminPage.tsx'))).default }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setChunkRouter(router);
  return router;
}
