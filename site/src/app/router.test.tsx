import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes, type PageHandle } from './router.tsx';

const pages = routes[0].children!;
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

  it('loads a component from each lazy page module', async () => {
    const lazyRoutes = pages.filter((r): r is RouteObject & { lazy: () => Promise<{ Component: unknown }> } => typeof r.lazy === 'function');
    expect(lazyRoutes).toHaveLength(pages.length - 1);
    for (const route of lazyRoutes) {
      const { Component } = await route.lazy();
      expect(typeof Component, route.path).toBe('function');
    }
  });
});
