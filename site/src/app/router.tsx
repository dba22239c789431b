import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { PlaceholderPage } from '../features/errors/PlaceholderPage.tsx';

/** The route tree. Every path comes from paths.ts, which the server's route manifest is built from. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <PlaceholderPage title="Home" /> },
      { path: paths.branding, element: <PlaceholderPage title="Branding" /> },
      { path: paths.print, element: <PlaceholderPage title="Print" /> },
      { path: paths.digital, element: <PlaceholderPage title="Digital" /> },
      { path: paths.spaceDesign, element: <PlaceholderPage title="Space Design" /> },
      { path: paths.about, element: <PlaceholderPage title="About" /> },
      { path: paths.contact, element: <PlaceholderPage title="Contact" /> },
      { path: paths.blog, element: <PlaceholderPage title="Blog" /> },
      { path: paths.blogPost, element: <PlaceholderPage title="Blog post" /> },
      { path: paths.project, element: <PlaceholderPage title="Project" /> },
      { path: paths.admin, element: <PlaceholderPage title="Admin" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
