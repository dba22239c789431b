import type { Page, Request, Route } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { repo } from './studio.ts';

const assets = `${repo}/site/dist/assets`;

/**
 * The path of the build's one script that contains `marker`. Found by its
 * content, since the bundler names chunks as it likes (the toast library's
 * after its folder, `dist`). Throws unless exactly one matches.
 */
function chunkWith(marker: string, what: string): string {
  const found = readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(`${assets}/${f}`, 'utf8').includes(marker));
  if (found.length !== 1) throw new Error(`expected one chunk with ${what} in ${assets}, found ${found.length}`);
  return `/assets/${found[0]}`;
}

/** Chunks the app loads lazily, named by no page's HTML. */
export const chunks = {
  /** The toast library (src/lib/toaster.ts), loaded as every page's app starts. */
  toasts: chunkWith('data-sonner-toaster', 'the toast library'),
  /** The home carousel's engine (embla), fetched as the home page hydrates. */
  carouselEngine: chunkWith('dragThreshold', 'embla'),
  /** The sanitizer (DOMPurify), for HTML the owner wrote. */
  sanitizer: chunkWith('uponSanitizeElement', 'DOMPurify'),
};

/** How many times the page has fetched `chunk` (from its resource timing). */
export function timesFetched(page: Page, chunk: string): Promise<number> {
  return page.evaluate((path) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length, chunk);
}

/** Makes every request for `chunk` fail as it would offline; resolves to a function that lets them through again. */
export async function blockChunk(page: Page, chunk: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === chunk;
  const offline = (route: Route) => route.abort('internetdisconnected');
  await page.route(matches, offline);
  return () => page.unroute(matches, offline);
}

/** The paths of the requests of one kind ('document', 'script' …) the page makes from now on, kept up to date. */
export function pathsRequested(page: Page, resourceType: string): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === resourceType) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

let keeps: Promise<boolean> | undefined;

/**
 * Whether the suite's browser keeps a failed import() in its module map, and
 * answers a later import() of the same URL with that failure, asking the
 * network nothing: the HTML spec before whatwg/html#10327, which Debian 12's
 * Chromium 148 follows and Chromium 156 no longer does. In such a browser a
 * page whose code (or the code it preloads) failed to load can only open
 * with a reload, and a chunk loaded on demand (src/lib/chunkOnDemand.ts)
 * that failed stays failed until then.
 * Probed once per worker on `page` (already on the site): two imports of a
 * file the site does not have, counting the requests they make.
 */
export function keepsFailedImports(page: Page): Promise<boolean> {
  return (keeps ??= (async () => {
    const probe = `/assets/no-such-chunk-${Date.now()}.js`;
    let requests = 0;
    const count = (r: Request) => {
      if (new URL(r.url()).pathname === probe) requests++;
    };
    page.on('request', count);
    await page.evaluate(async (path) => {
      for (let i = 0; i < 2; i++) await import(path).catch(() => {});
    }, probe);
    page.off('request', count);
    if (requests < 1) throw new Error('keepsFailedImports: the probe made no request');
    return requests === 1;
  })());
}
