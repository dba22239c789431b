import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NEEDS_APP } from '../boot/earlyPressNames.ts';
import { keepEarlyPresses } from '../boot/keepEarlyPresses.ts';
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

  it('makes again, once it has mounted, a press the boot script kept before the app ran', async () => {
    const arrow = document.createElement('button');
    arrow.setAttribute(NEEDS_APP, '');
    document.body.append(arrow);
    const clicks = vi.fn();
    document.body.addEventListener('click', clicks);
    keepEarlyPresses(document);
    arrow.click();
    expect(clicks).not.toHaveBeenCalled();

    const router = createMemoryRouter([{ Component: RootLayout, children: [{ path: '/', element: <p>Page</p> }] }]);
    render(<RouterProvider router={router} />);
    expect(clicks).toHaveBeenCalledOnce();
    await screen.findByRole('region', { name: /Notifications/ }); // the layout's last update, inside act
    document.body.removeEventListener('click', clicks);
    arrow.remove();
  });
});
