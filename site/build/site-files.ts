import type { Plugin, Rollup } from 'vite';
import { publicPages } from '../src/app/publicPages.ts';
import { defaultPosts } from '../src/content/posts.ts';
import { siteUrl } from '../src/content/studio.ts';
import { blogFeedXml, FEED_PATH, FEED_TITLE } from './blog-feed.ts';

/** Public pages for search engines: the static routes and every default post and project. */
export function sitemapUrls(): string[] {
  return publicPages().map((p) => siteUrl + p);
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * The hashed file names of the core faces (scripts/build-fonts.mjs) of the
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
export function siteFiles(): Plugin {
  return {
    name: 'studio:site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(sitemapUrls()) });
      this.emitFile({ type: 'asset', fileName: FEED_PATH.slice(1), source: blogFeedXml(defaultPosts) });
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
