import { describe, expect, it } from 'vitest';
import { routeChunkFiles } from './route-preloads.ts';

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
});
