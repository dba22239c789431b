import type { Plugin, Rollup } from 'vite';
import { blogPostPath, paths, publicPagesOf } from '../src/content/paths.ts';
import type { BundleData } from '../src/lib/storage/bundle.ts';
import type { PublishedContentPlugin } from './published-content.ts';
import { siteUrl } from '../src/content/studio.ts';
import { formatPostDate } from '../src/lib/formatPostDate.ts';
import { blogFeedXml, FEED_PATH, FEED_TITLE, xmlDocument } from './blog-feed.ts';

/** A sitemap <url>: the page's address and, where the sources know it, the day it last changed (yyyy-mm-dd). */
export type SitemapEntry = { loc: string; lastmod?: string };

/**
 * Public pages for search engines: the static routes and every published
 * post and project. A post's last change is its date, and the blog's is its newest
 * post's; no other page's is known, so the others carry none. A build date
 * would claim changes that did not happen, and search engines ignore a
 * sitemap's dates once they find them wrong.
 */
export function sitemapEntries({ posts, portfolio }: Pick<BundleData, 'posts' | 'portfolio'>): SitemapEntry[] {
  const postDays = new Map(posts.map((post) => [blogPostPath(post.id), formatPostDate(post.date).iso]));
  const newest = [...postDays.values()].filter((day) => day !== undefined).sort().at(-1);
  return publicPagesOf(posts, portfolio).map((path) => ({ loc: siteUrl + path, lastmod: path === paths.blog ? newest : postDays.get(path) }));
}

/** The sitemap protocol's XML, escaped as the feed is (blog-feed.ts). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return xmlDocument('http://www.sitemaps.org/schemas/sitemap/0.9', 'urlset', (urlset) => {
    for (const { loc, lastmod } of entries) {
      const url = urlset.add('url');
      url.add('loc', {}, loc);
      if (lastmod) url.add('lastmod', {}, lastmod);
    }
  });
}

/**
 * The hashed file names of the core faces (tooling/build-fonts.ts) of the
 * two fonts the first screen sets (display and text): preloaded, they arrive
 * before the first paint on a fast connection, so no text reflows when they
 * swap in.
 */
export function firstScreenFonts(bundle: Rollup.OutputBundle): string[] {
  return Object.keys(bundle).filter((f) => /(fraunces|inter)-core-wght-[\w-]+\.woff2$/.test(f));
}

/**
 * Writes sitemap.xml and the blog's feed, names the feed in every page's
 * <head> (where feed readers look for it), and preloads the first screen's
 * fonts, so the text does not wait for the stylesheet to discover them.
 */
export function siteFiles(published: PublishedContentPlugin): Plugin {
  return {
    name: 'studio:site-files',
    apply: 'build',
    generateBundle() {
      const { posts, portfolio } = published.api!.data();
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(sitemapEntries({ posts, portfolio })) });
      this.emitFile({ type: 'asset', fileName: FEED_PATH.slice(1), source: blogFeedXml(posts) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = ctx.bundle ? firstScreenFonts(ctx.bundle) : [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'alternate', type: 'application/atom+xml', title: FEED_TITLE, href: FEED_PATH },
            injectTo: 'head' as const,
          },
          ...fonts.map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
