import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

type Router = ReturnType<typeof createMemoryRouter>;

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

/** Navigates as a link (a path) or the Back and Forward buttons (a delta) would, and lets React finish rendering. */
export function navigator(router: Router) {
  return (to: string | number) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
}
