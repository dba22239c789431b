import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sonnerStylesAsFile } from './sonner-styles-as-file.ts';
import { readPublished } from './published-content.ts';

describe("sonner's inline stylesheet", () => {
  const plugin = sonnerStylesAsFile();
  const transform = plugin.transform as (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null;
  const ctx = { error: (m: string): never => { throw new Error(m); } };

  it('is dropped from sonner’s module, and only there', () => {
    const code = 'function __insertCSS(c){}\n__insertCSS("[data-sonner-toaster]{color:red}");\nexport const toast = 1;';
    expect(transform.call(ctx, code, '/x/node_modules/sonner/dist/index.mjs')?.code).not.toContain('__insertCSS("');
    expect(transform.call(ctx, code, '/x/src/app.ts')).toBeNull();
  });

  it('fails the build loudly if a new sonner injects its styles another way', () => {
    expect(() => transform.call(ctx, 'export const toast = 1;', '/x/node_modules/sonner/dist/index.mjs')).toThrow(/review tooling\/sonner-styles-as-file.ts/);
  });
});

/** XML as a reader parses it: not well-formed is an error. */
const xmlOf = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

describe('sitemap', () => {
  it('lists the public pages and every published post and project, never the admin', async () => {
    const { sitemapEntries, sitemapXml } = await import('./site-files.ts');
    const published = readPublished();
    const urls = sitemapEntries(published).map((e) => e.loc);
    expect(urls).toContain('https://chowkstudio.in/');
    expect(urls).toContain('https://chowkstudio.in/space-design');
    expect(urls).toContain('https://chowkstudio.in/blog/4');
    expect(urls).toContain('https://chowkstudio.in/portfolio/12');
    expect(urls.some((u) => new URL(u).pathname.includes('/admin') || new URL(u).pathname.includes(':'))).toBe(false);
    expect(urls).toHaveLength(8 + 4 + 12);
    const sitemap = xmlOf(sitemapXml(sitemapEntries(published)));
    expect(sitemap.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent)).toEqual(urls);
  });

  it("dates a post by its own date and the blog by its newest post's; no other page gets a date", async () => {
    const { sitemapEntries, sitemapXml } = await import('./site-files.ts');
    const published = readPublished();
    const lastmod = new Map(sitemapEntries(published).map((e) => [new URL(e.loc).pathname, e.lastmod]));
    expect(published.posts[0].date).toBe('October 14, 2026');
    expect(lastmod.get('/blog/1')).toBe('2026-10-14');
    expect(lastmod.get('/blog/4')).toBe('2026-06-09');
    expect(lastmod.get('/blog')).toBe('2026-10-14');
    for (const path of ['/', '/about', '/branding', '/portfolio/2']) expect(lastmod.get(path)).toBeUndefined();
    const post = [...xmlOf(sitemapXml(sitemapEntries(published))).querySelectorAll('url')].find((url) => url.querySelector('loc')?.textContent === 'https://chowkstudio.in/blog/1');
    expect(post?.querySelector('lastmod')?.textContent).toBe('2026-10-14');

    // A date the sources cannot read as a day (the admin's field is free text) gives no lastmod, and does not become the blog's.
    const undated = published.posts.map((p) => (p.id === 1 ? { ...p, date: 'Spring 2027' } : p));
    const fromUndated = new Map(sitemapEntries({ ...published, posts: undated }).map((e) => [new URL(e.loc).pathname, e.lastmod]));
    expect(fromUndated.get('/blog/1')).toBeUndefined();
    expect(fromUndated.get('/blog')).toBe('2026-09-02');
  });
});

describe('sitemap, whatever the content holds', () => {
  it('stays well-formed XML with hostile titles and every id an address allows', async () => {
    const { sitemapEntries, sitemapXml } = await import('./site-files.ts');
    const published = readPublished();
    const title = ']]>]]></loc><loc>https://evil.example</loc> \u0001\u000b <b> &amp; मुंबई ₹ 🎨';
    const posts = published.posts.map((p) => ({ ...p, title, excerpt: title }));
    const portfolio = [...published.portfolio, { ...published.portfolio[0], id: 'a-b_C-9', title }];
    const sitemap = xmlOf(sitemapXml(sitemapEntries({ posts, portfolio })));
    const locs = [...sitemap.querySelectorAll('loc')].map((loc) => loc.textContent);
    expect(locs).toContain('https://chowkstudio.in/portfolio/a-b_C-9');
    expect(locs.every((loc) => loc!.startsWith('https://chowkstudio.in/'))).toBe(true);
  });
});
