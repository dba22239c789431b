import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './RootLayout.tsx';

const renders = vi.hoisted(() => ({ header: 0, footer: 0 }));
vi.mock('../components/layout/Header.tsx', () => ({
  Header: () => {
    renders.header++;
    return <header>Header</header>;
  },
}));
vi.mock('../components/layout/Footer.tsx', () => ({
  Footer: () => {
    renders.footer++;
    return <footer>Footer</footer>;
  },
}));

describe('root layout', () => {
  it('mounts the toast region when its library arrives, without rendering the header and footer again', async () => {
    const router = createMemoryRouter([{ Component: RootLayout, children: [{ path: '/', element: <p>Page</p> }] }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(renders).toEqual({ header: 1, footer: 1 });
  });
});
