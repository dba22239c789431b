import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCodeUnavailable } from '../features/errors/PageUnavailable.tsx';
import { pageRoutes, prefetchRoute, type PageHandle } from './router.tsx';

const pages = pageRoutes;
const site = path.resolve(__dirname, '..', '..');

describe('route tree', () => {
  it('keeps the home page in the main bundle and loads every other page with its route', () => {
    const eager = pages.filter((r) => !r.lazy).map((r) => r.path);
    expect(eager).toEqual(['/']);
  });

  it("names each lazy page's module as the build's manifest does, for the prerendered page's preloads", () => {
    for (const route of pages.filter((r) => r.lazy)) {
      const { module } = route.handle as PageHandle;
      expect(module, route.path).toMatch(/^src\/features\/[\w-]+\/\w+Page\.tsx$/);
      expect(existsSync(path.join(site, module)), module).toBe(true);
    }
  });

  it("reports a page module that cannot be fetched as the page's code being unavailable", async () => {
    const about = pages.find((r) => r.path === '/about')!;
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.spyOn(about.handle as PageHandle, 'load').mockRejectedValue(offline);
    const failure = (about.lazy as () => Promise<unknown>)().catch((e: unknown) => e);
    await expect(failure).resolves.toBeInstanceOf(PageCodeUnavailable);
    await expect(failure).resolves.toHaveProperty('cause', offline);
    load.mockRestore();
  });

  it('loads a component from each lazy page module', async () => {
    const lazyRoutes = pages.filter((r): r is RouteObject & { lazy: () => Promise<{ Component: unknown }> } => typeof r.lazy === 'function');
    expect(lazyRoutes).toHaveLength(pages.length - 1);
    for (const route of lazyRoutes) {
      const { Component } = await route.lazy();
      expect(typeof Component, route.path).toBe('function');
    }
  });
});

describe('prefetching a route', () => {
  afterEach(() => vi.restoreAllMocks());
  const loaderOf = (path: string) => vi.spyOn(pages.find((r) => r.path === path)!.handle as PageHandle, 'load');

  it("loads the module of the page a path shows, and no other page's", async () => {
    const post = loaderOf('/blog/:id');
    const about = loaderOf('/about');
    const notFound = loaderOf('*');
    prefetchRoute('/blog/riso-printing-in-parel');
    expect(post).toHaveBeenCalledOnce();
    await expect(post.mock.results[0].value).resolves.toHaveProperty('BlogPostPage');
    expect(about).not.toHaveBeenCalled();
    expect(notFound).not.toHaveBeenCalled();

    prefetchRoute('/no/such/page');
    expect(notFound).toHaveBeenCalledOnce();
  });

  it('loads nothing for the home page, which is in the main bundle', () => {
    const loaders = pages.filter((r) => r.handle).map((r) => vi.spyOn(r.handle as PageHandle, 'load'));
    prefetchRoute('/');
    for (const load of loaders) expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the navigation: no error escapes', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const catchSpy = vi.spyOn(failed, 'catch');
    loaderOf('/contact').mockReturnValue(failed);
    expect(() => prefetchRoute('/contact')).not.toThrow();
    expect(catchSpy).toHaveBeenCalledOnce();
    await expect(catchSpy.mock.results[0].value).resolves.toBeUndefined();
  });
});
