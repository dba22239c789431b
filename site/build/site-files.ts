import type { Plugin, Rollup } from 'vite';
import { blogPostPath, clientRoutes, projectPath } from '../src/app/paths.ts';
import { defaultPortfolio } from '../src/content/portfolio.ts';
import { defaultPosts } from '../src/content/posts.ts';
import { siteUrl } from '../src/content/studio.ts';

/** Public pages for search engines: the static routes and every default post and project. */
export function sitemapUrls(): string[] {
  const staticRoutes = clientRoutes.filter((r) => !r.includes(':') && r !== '/admin');
  const pages = [...staticRoutes, ...defaultPosts.map((p) => blogPostPath(p.id)), ...defaultPortfolio.map((p) => projectPath(p.id))];
  return pages.map((p) => siteUrl + p);
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The hashed file name of the display font's Latin subset, the one the first screen needs. */
export function headingFont(bundle: Rollup.OutputBundle): string | undefined {
  return Object.keys(bundle).find((f) => /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(f));
}

/**
 * Writes sitemap.xml and preloads the heading font, so the landing heading
 * does not wait for the stylesheet to discover it.
 */
export function siteFiles(): Plugin {
  return {
    name: 'studio:site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(sitemapUrls()) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = ctx.bundle && headingFont(ctx.bundle);
        if (!font) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
