import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './RootLayout.tsx';

/**
 * How each scroll React Router made was to behave: smooth when <html> had the
 * attribute then. A location can be scrolled to more than once (the first
 * render and the router's start each scroll): a repeat is recorded once.
 */
let scrolls: string[];
const record = (what: string) => () => {
  const scroll = `${what} ${document.documentElement.hasAttribute('data-smooth-scroll') ? 'smooth' : 'at once'}`;
  if (scrolls.at(-1) !== scroll) scrolls.push(scroll);
};

beforeEach(() => {
  scrolls = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(record('top'));
  Element.prototype.scrollIntoView = record('section');
});
afterEach(() => vi.restoreAllMocks());

function renderAt(url: string) {
  const section = (id: string) => <section id={id}>{id}</section>;
  const home = (
    <>
      {section('work')}
      {section('contact')}
    </>
  );
  const router = createMemoryRouter(
    [{ Component: RootLayout, children: [{ path: '/', element: home }, { path: '/about', element: section('team') }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

describe('smooth scrolling only within the page on screen', () => {
  it('a page opened at a section lands there at once, and a jump within it is smooth', async () => {
    const go = renderAt('/#contact');
    await go('/#work');
    await go('/');
    expect(scrolls).toEqual(['section at once', 'section smooth', 'top smooth']);
  });

  it('a new page starts at its top at once, and lands at once on a section it is opened at', async () => {
    const go = renderAt('/about');
    await go('/#contact');
    await go('/about');
    await go('/about#team');
    expect(scrolls).toEqual(['top at once', 'section at once', 'top at once', 'section smooth']);
  });
});
