import { readFileSync } from 'node:fs';
import { repo } from './studio.ts';

/** The site's canonical origin, as the sitemap and the pages' links name it. */
export const SITE = 'https://chowkstudio.in';

/**
 * The public pages, as the build lists them in sitemap.xml (and prerenders
 * them), read when the suite is collected so each batch can be a test of
 * its own and the walks spread over the workers.
 */
export const sitemap = readFileSync(`${repo}/site/dist/sitemap.xml`, 'utf8');
export const publicPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].slice(SITE.length) || '/');

/** The public pages in batches of `size`, each named by its first and last page. */
export function batchesOf(size: number) {
  return Array.from({ length: Math.ceil(publicPages.length / size) }, (_, i) => publicPages.slice(i * size, (i + 1) * size)).map((pages) => ({
    pages,
    label: `${pages[0]} … ${pages.at(-1)}`,
  }));
}
