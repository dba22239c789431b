import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addRoutePreloads, routeChunkFiles } from './route-preloads.ts';

// A manifest shaped like Vite's: the entry (index.html), two route pages and the chunks they share.
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'], imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_PageMeta-P.js': { file: 'assets/PageMeta-P.js', imports: ['index.html', '_react-R.js'] },
  '_sanitize-S.js': { file: 'assets/sanitize-S.js' },
  'src/features/blog/BlogPostPage.tsx': { file: 'assets/BlogPostPage-B.js', isDynamicEntry: true, imports: ['index.html', '_PageMeta-P.js', '_sanitize-S.js'] },
  'src/features/about/AboutPage.tsx': { file: 'assets/AboutPage-C.js', isDynamicEntry: true, imports: ['index.html', '_PageMeta-P.js'] },
  'src/features/odd/OddPage.tsx': { file: 'assets/OddPage-O.js', isDynamicEntry: true, css: ['assets/OddPage-O.css'] },
};

const page = `<head><script type="module" crossorigin src="/assets/boot-X.js"></script><template id="app-scripts"><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/react-R.js"></template><link rel="stylesheet" href="/assets/index-A.css"></head>`;
const read = (file: string) => Buffer.from(`contents of ${file}`);
const sha384 = (file: string) => `sha384-${createHash('sha384').update(read(file)).digest('base64')}`;

describe("route preloads: a prerendered page preloads its route's code", () => {
  it("lists a route module's chunk after the chunks it imports, each once, with the stylesheets they bring", () => {
    expect(routeChunkFiles(manifest, ['src/features/blog/BlogPostPage.tsx'])).toEqual({
      files: ['assets/react-R.js', 'assets/index-A.js', 'assets/PageMeta-P.js', 'assets/sanitize-S.js', 'assets/BlogPostPage-B.js'],
      styles: ['assets/index-A.css'],
    });
    expect(routeChunkFiles(manifest, []).files).toEqual([]);
  });

  it('fails the build on a route module the manifest does not name', () => {
    expect(() => routeChunkFiles(manifest, ['src/features/gone/GonePage.tsx'])).toThrow(/manifest has no src\/features\/gone\/GonePage.tsx/);
  });

  it("adds a module preload with its integrity hash for each chunk the page does not load yet, inside the app's <template>", () => {
    const html = addRoutePreloads(page, routeChunkFiles(manifest, ['src/features/blog/BlogPostPage.tsx']), read);
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(html)![1];
    expect(template.match(/href="[^"]+"/g)).toEqual(['href="/assets/react-R.js"', 'href="/assets/PageMeta-P.js"', 'href="/assets/sanitize-S.js"', 'href="/assets/BlogPostPage-B.js"']);
    expect(template).toContain(`<link rel="modulepreload" crossorigin href="/assets/BlogPostPage-B.js" integrity="${sha384('assets/BlogPostPage-B.js')}">`);
    // The app's own script is not preloaded a second time; nothing outside the template changes.
    expect(html.match(/\/assets\/index-A\.js/g)).toHaveLength(1);
    expect(html.replace(/<template.*<\/template>/, '')).toBe(page.replace(/<template.*<\/template>/, ''));
  });

  it('leaves a page whose route has no code of its own (the app shell) as it is', () => {
    expect(addRoutePreloads(page, { files: [], styles: [] }, read)).toBe(page);
  });

  it("fails the build when the page has no app <template>, or the route's code brings a stylesheet the page does not link", () => {
    expect(() => addRoutePreloads('<head></head>', routeChunkFiles(manifest, ['src/features/about/AboutPage.tsx']), read)).toThrow(/no <template id="app-scripts">/);
    expect(() => addRoutePreloads(page, routeChunkFiles(manifest, ['src/features/odd/OddPage.tsx']), read)).toThrow(/stylesheet the page does not link: assets\/OddPage-O.css/);
  });
});
