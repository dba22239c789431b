import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sonnerStylesAsFile } from './sonner-styles-as-file.ts';
import { addIntegrity } from './subresource-integrity.ts';

describe('subresource integrity', () => {
  const files: Record<string, string> = { '/assets/app.js': 'console.log(1)', '/assets/app.css': 'body{}' };
  const read = (u: string) => Buffer.from(files[u]);
  const sri = (s: string) => `sha384-${createHash('sha384').update(s).digest('base64')}`;

  it('hashes local scripts, module preloads and stylesheets', () => {
    const html = addIntegrity(
      '<script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="stylesheet" crossorigin href="/assets/app.css"><link rel="icon" href="/favicon.svg">',
      read,
    );
    expect(html).toContain(`<script type="module" crossorigin src="/assets/app.js" integrity="${sri('console.log(1)')}"></script>`);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/app.js" integrity="${sri('console.log(1)')}">`);
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/app.css" integrity="${sri('body{}')}">`);
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('adds crossorigin where it is missing, since integrity needs a CORS request', () => {
    expect(addIntegrity('<script src="/assets/app.js"></script>', read)).toMatch(/integrity="sha384-[^"]+" crossorigin>/);
  });
});

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
    expect(() => transform.call(ctx, 'export const toast = 1;', '/x/node_modules/sonner/dist/index.mjs')).toThrow(/review build/);
  });
});

describe('sitemap', () => {
  it('lists the public pages and every default post and project, never the admin', async () => {
    const { sitemapUrls, sitemapXml } = await import('./site-files.ts');
    const urls = sitemapUrls();
    expect(urls).toContain('https://chowkstudio.in/');
    expect(urls).toContain('https://chowkstudio.in/space-design');
    expect(urls).toContain('https://chowkstudio.in/blog/4');
    expect(urls).toContain('https://chowkstudio.in/portfolio/12');
    expect(urls.some((u) => new URL(u).pathname.includes('/admin') || new URL(u).pathname.includes(':'))).toBe(false);
    expect(urls).toHaveLength(8 + 4 + 12);
    expect(sitemapXml(urls)).toMatch(/^<\?xml[^]*<urlset[^]*<loc>https:\/\/chowkstudio\.in\/about<\/loc>/);
  });
});

describe('load after paint', () => {
  it("keeps the app's module script and preloads in a template, preloads first, runs the boot script in their place", async () => {
    const { deferAppScripts } = await import('./load-after-paint.ts');
    const html = deferAppScripts(
      '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>',
      '/assets/boot.js',
    );
    expect(html).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/boot.js"></script>\n    <template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/react.js"><script type="module" crossorigin src="/assets/index.js"></script></template>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>',
    );
  });

  it('fails the build when index.html has no module script to defer', async () => {
    const { deferAppScripts } = await import('./load-after-paint.ts');
    expect(() => deferAppScripts('<head><link rel="stylesheet" href="/a.css"></head>', '/assets/boot.js')).toThrow(/no module script/);
  });
});
