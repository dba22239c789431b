import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { blogPostSchema } from '../lib/storage/schemas.ts';
import * as v from 'valibot';
import { blogPostPath, clientRoutes, integerParams } from '../content/paths.ts';
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

  it('marks as integer only parameters of its own routes (the server refuses a manifest that names others)', () => {
    for (const [route, names] of Object.entries(integerParams)) {
      expect(clientRoutes).toContain(route);
      for (const name of names) expect(route.split('/')).toContain(`:${name}`);
    }
  });

  it('a blog post id the storage schema accepts is written in digits in its URL, as integerParams tells the server', () => {
    expect(integerParams['/blog/:id']).toEqual(['id']);
    const post = { title: 't', excerpt: 'e', date: 'd', author: 'a', image: 'i', category: 'Typography' };
    for (const id of [0, 7, 1712345678901, Number.MAX_SAFE_INTEGER]) {
      expect(v.is(blogPostSchema, { ...post, id }), String(id)).toBe(true);
      expect(blogPostPath(id)).toMatch(/^\/blog\/[0-9]+$/);
    }
    // Numbers JavaScript would write as 1e+21 or 1.5 are refused at the storage layer.
    for (const id of [1e21, 1.5, -1]) expect(v.is(blogPostSchema, { ...post, id }), String(id)).toBe(false);
  });
});
