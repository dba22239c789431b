import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

describe('router error page', () => {
  it("shows 'Unexpected Application Error!' with the status of a thrown response", async () => {
    renderFailing(() => {
      throw new Response('gone', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('chunk failed to load');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
  });
});
