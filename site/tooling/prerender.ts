// Prerenders every public page into site/dist after `vite build` (client) and
// `vite build --ssr src/entry-server.tsx --outDir .prerender` (the renderer);
// or into the build and with the renderer its arguments name
// (`prerender.ts <dist> <renderer>`, as a release is built: tooling/release.ts).
//
//   dist/index.html             /            (prerendered home)
//   dist/about/index.html       /about, and so on for each public page
//   dist/404.html               the not-found page (the server sends it with 404)
//   dist/shell.html             the empty app shell for client-only routes (/admin, new ids)
//
// Each page is the client build's index.html (same scripts, styles and
// integrity hashes) with the page's head tags and markup filled in, and
// module preloads for the code of the page's route (route-preloads.ts):
// edited as page-html.ts edits every page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { editPage } from './page-html.ts';
import { routeChunkFiles, type Manifest } from './route-preloads.ts';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(site, 'dist'));
const rendererDir = path.resolve(process.argv[3] ?? path.join(site, '.prerender'));

/** What the renderer (src/entry-server.tsx, built into .prerender) gives. */
type RenderedPage = { head: string; body: string; modules: string[] };
type Renderer = { render(pathname: string): Promise<RenderedPage>; publicPages(): string[] };

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const read = (url: string) => readFileSync(path.join(dist, url));
const { render, publicPages } = (await import(pathToFileURL(path.join(rendererDir, 'entry-server.js')).href)) as Renderer;

/** The shell with the page's head tags, its markup and the preloads of its own code; no <noscript> note. */
const fillTemplate = (html: string, page: RenderedPage) => editPage(html, { route: routeChunkFiles(manifest, page.modules), head: page.head, body: page.body, read });

function write(file: string, html: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const started = performance.now();
write(path.join(dist, 'shell.html'), template);
const pages = [...publicPages().map((p) => [p, path.join(dist, p, 'index.html')] as const), ['/404', path.join(dist, '404.html')] as const];
const written = new Set();
for (const [pathname, file] of pages) {
  // An id is checked where content is read (tooling/published-rules.ts); a page
  // still never lands outside dist or on another page's file.
  if (path.relative(dist, file).startsWith('..') || written.has(file)) throw new Error(`${pathname}: its page would be written to ${file}, outside site/dist or over another page`);
  written.add(file);
  const page = await render(pathname); // throws on a page that is not fit to serve (src/entry-server.tsx)
  write(file, fillTemplate(template, page));
}
rmSync(rendererDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
