import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCodeUnavailable, PageUnavailable } from './PageUnavailable.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** A layout with a header, and a page that throws `error` as it loads, with the router's two error elements where router.tsx has them. */
function renderFailingPage(error: unknown) {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <header>Chowk Design Studio</header>
          <Outlet />
        </>
      ),
      errorElement: <RouteErrorPage />,
      children: [{ errorElement: <PageUnavailable />, children: [{ path: '/', lazy: () => Promise.reject(error) }] }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a page whose code could not be fetched', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so inside the layout, with a button to try again', async () => {
    renderFailingPage(new PageCodeUnavailable('features/blog/BlogPostPage.tsx', { cause: new TypeError('Failed to fetch dynamically imported module') }));
    expect(await screen.findByRole('heading', { name: 'This page didn’t load' })).toBeInTheDocument();
    expect(screen.getByText(/It will open by itself as soon as you’re back online/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Chowk Design Studio');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('says when the server still cannot be reached at Try again, and stays', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderFailingPage(new PageCodeUnavailable('features/about/AboutPage.tsx'));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Still no connection. This page will load as soon as you’re back online.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it("leaves any other error to the router's error page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage(new Error('router: features/blog/BlogPostPage.tsx exports no BlogPostPage'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('router: features/blog/BlogPostPage.tsx exports no BlogPostPage')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
