import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

/** Renders an element inside a memory router, with the providers the layout gives pages. */
export function renderWithRouter(element: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const routes: RouteObject[] = [{ path, element }, { path: '*', element: <p>elsewhere</p> }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { ...view, router };
}
