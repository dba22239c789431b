import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FocusNewPage } from './FocusNewPage.tsx';
import { navigator } from '../test/render.tsx';

function Layout() {
  return (
    <>
      <a href="/elsewhere">a link</a>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <FocusNewPage />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <section id="work">work</section> },
          { path: '/about', element: <p>about</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const go = navigator(router);
  const link = screen.getByRole('link', { name: 'a link' });
  link.focus();
  return { go, link };
}

describe('FocusNewPage: where focus goes after a link', () => {
  it('leaves the page as loaded alone', () => {
    const { link } = renderAt('/');
    expect(link).toHaveFocus();
  });

  it('to another page: its main content', async () => {
    const { go } = renderAt('/');
    await go('/about');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Back and Forward leave focus where it is', async () => {
    const { go, link } = renderAt('/');
    await go('/about');
    link.focus();
    await go(-1);
    expect(link).toHaveFocus();
  });

  it('to a section: the section, focusable only while it holds focus', async () => {
    const { go, link } = renderAt('/about');
    await go('/#work');
    const work = screen.getByText('work');
    expect(work).toHaveFocus();
    expect(work).toHaveAttribute('tabindex', '-1');
    link.focus();
    expect(work).not.toHaveAttribute('tabindex');
  });

  it('a malformed or unknown section name changes nothing', async () => {
    const { go, link } = renderAt('/');
    await go('/#%E0%A4%A');
    expect(link).toHaveFocus();
    await go('/#nowhere');
    expect(link).toHaveFocus();
  });
});
