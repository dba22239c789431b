import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHistoryEntryState } from './useHistoryEntryState.ts';
import { navigator } from '../test/render.tsx';

const choices = ['all', 'print', 'digital'] as const;

function Filter() {
  const [value, set] = useHistoryEntryState<(typeof choices)[number]>('filter', 'all', choices);
  return (
    <>
      <p>shown: {value}</p>
      {choices.map((c) => (
        <button key={c} type="button" onClick={() => set(c)}>
          {c}
        </button>
      ))}
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <Filter /> },
  { path: '/other', element: <p>another page</p> },
];

function renderRouter() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  const go = navigator(router);
  return { router, go };
}

const shown = () => screen.getByText(/^shown:/).textContent;

afterEach(() => vi.restoreAllMocks());

describe('useHistoryEntryState: a filter kept with its history entry', () => {
  it('Back to the entry finds the value it was left with; a new visit to the page starts from the default', async () => {
    const { go } = renderRouter();
    expect(shown()).toBe('shown: all');
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    expect(shown()).toBe('shown: print');

    await go('/other');
    await go(-1);
    expect(shown()).toBe('shown: print');

    await go('/other');
    await go('/'); // a link to the page: a new entry, a new visit
    expect(shown()).toBe('shown: all');
    await go(-2);
    expect(shown()).toBe('shown: print');
  });

  it('a new entry of the page on screen (an in-page link) carries the value over, and keeps it for Back', async () => {
    const { go } = renderRouter();
    fireEvent.click(screen.getByRole('button', { name: 'digital' }));
    await go('/#work');
    expect(shown()).toBe('shown: digital');
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    await go(-1); // the entry before the in-page link kept its own value
    expect(shown()).toBe('shown: digital');
    await go(1);
    expect(shown()).toBe('shown: print');
  });

  it('a reload finds the value stored for its entry; a stored value it does not know is ignored', () => {
    // A memory router's first entry has the key 'default', as a browser's first page does.
    sessionStorage.setItem('entry-state:default:/:filter', 'digital');
    const first = render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    expect(shown()).toBe('shown: digital');
    first.unmount();

    sessionStorage.setItem('entry-state:default:/:filter', 'javascript:alert(1)');
    renderRouter();
    expect(shown()).toBe('shown: all');
  });

  it('with storage turned off it works as plain state', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { go } = renderRouter();
    fireEvent.click(screen.getByRole('button', { name: 'print' }));
    expect(shown()).toBe('shown: print');
    await go('/other');
    await go(-1);
    expect(shown()).toBe('shown: all');
  });

  it('the prerendered page shows the default, whatever is stored', async () => {
    sessionStorage.setItem('entry-state:default:/:filter', 'print');
    const { query, dataRoutes } = createStaticHandler(routes);
    const context = await query(new Request('https://chowkstudio.in/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />);
    expect(html).toContain('shown: <!-- -->all');
  });
});
