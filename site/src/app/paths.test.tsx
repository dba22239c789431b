import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { clientRoutes } from './paths.ts';
import { routes } from './router.tsx';

function routePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);
}

describe('route manifest', () => {
  it('lists exactly the router’s paths, less the 404 catch-all (one source of truth)', () => {
    const inRouter = routePaths(routes).filter((p) => p !== '*');
    expect([...inRouter].sort()).toEqual([...clientRoutes].sort());
  });

  it('holds every client route the server must answer with the app shell', () => {
    expect(clientRoutes).toEqual(
      expect.arrayContaining(['/', '/branding', '/print', '/digital', '/space-design', '/about', '/contact', '/blog', '/blog/:id', '/portfolio/:id', '/admin']),
    );
  });
});
