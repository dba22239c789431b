#!/usr/bin/env node
// Checks what a visitor's first page costs, from the prerendered HTML itself:
// the scripts it runs (the boot script, and the app's script and module
// preloads that the boot script starts after the first paint, the page's own
// route code among them: tooling/route-preloads.ts), its stylesheets and the
// fonts it preloads; JS and CSS gzip-compressed. Fails (non-zero) when the
// first load of `/` is over budget, when the first load carries a library's
// development build, when a chunk imports the sanitizer, the toast library or
// the carousel's engine statically (or one of them imports a chunk its
// importers have not loaded), or when a prerendered page shows a character
// of the site's own outside the core font faces (it would fetch a second
// font file; see build-fonts.ts). A published character outside them is the
// owner's text: it is listed with the face that shows it (the Devanagari
// face, another packaged face) or as the system's, and never fails the
// check. The other pages' first loads are printed beside `/`'s.
// Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { OUT_DIR, publishedCharacters } from './build-fonts.ts';
import type { Manifest } from './route-preloads.ts';
import { parseUnicodeRange, rangesInclude } from './unicode-range.ts';

type Kind = 'js' | 'css' | 'font';
type Row = [kind: Kind, file: string];

export const BUDGET = { js: 125_000, css: 15_000, font: 50_000 }; // bytes, gzip (fonts as served: woff2)

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && f !== 'shell.html')
  .sort();
const documents = new Map(pages.map((page) => [page, new JSDOM(readFileSync(path.join(dist, page), 'utf8')).window.document]));

/** The local files a page loads before and as it starts: [kind, file]. */
function firstLoad(document: Document): Row[] {
  const template = document.querySelector<HTMLTemplateElement>('template#app-scripts')?.content;
  const local = (url: string | null) => (url?.startsWith('/') ? url.slice(1) : null);
  const scripts = [document, template]
    .filter((root): root is Document | DocumentFragment => root !== undefined)
    .flatMap((root) => [...root.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')])
    .map((el) => local(el.getAttribute('src') ?? el.getAttribute('href')));
  const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((el) => local(el.getAttribute('href')));
  const fonts = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((el) => local(el.getAttribute('href')));
  const rows = (kind: Kind, files: (string | null)[]) => files.filter((f): f is string => f !== null).map((f): Row => [kind, f]);
  return [...rows('js', scripts), ...rows('css', styles), ...rows('font', fonts)];
}

const sizes = new Map<string, number>();
const size = (kind: Kind, file: string): number => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, kind === 'font' ? bytes.length : gzipSync(bytes, { level: 9 }).length); // woff2 is compressed already
  }
  return sizes.get(file)!;
};
const totals = (rows: Row[]) => Object.fromEntries((['js', 'css', 'font'] as const).map((kind) => [kind, rows.filter((r) => r[0] === kind).reduce((s, [k, f]) => s + size(k, f), 0)])) as Record<Kind, number>;
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const home = firstLoad(documents.get('index.html')!);
if (!home.some(([kind]) => kind === 'js')) throw new Error('dist/index.html loads no script: is it the prerendered page?');
console.log('First load of / (gzip):');
for (const [kind, file] of home) console.log(`  ${kind.padEnd(4)}${kB(size(kind, file)).padStart(10)}  ${file}`);
let over = false;
const homeTotals = totals(home);
for (const kind of ['js', 'css', 'font'] as const) {
  const ok = homeTotals[kind] <= BUDGET[kind];
  over ||= !ok;
  console.log(`${kind.toUpperCase().padEnd(4)} ${kB(homeTotals[kind]).padStart(9)} of ${kB(BUDGET[kind])} budget ${ok ? 'ok' : 'OVER'}`);
}

// Not in the first load, by design, but fetched on every visit once the app
// runs, so printed beside it: the home carousel's engine (embla; HeroCarousel
// renders it as the page hydrates) and the toast library (every page, just
// after the first render). Each must be found, or this list is out of date.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const chunks = Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js'));
// The boot script runs at once, so it imports no chunk: one would be a
// request before it could run. (The names it shares with the app,
// src/boot/earlyPressNames.ts, are written where they are used.)
const boot = manifest['src/boot/main.ts'];
if (!boot) throw new Error('check-budget: no boot script (src/boot/main.ts) in the manifest');
if (boot.imports?.length) {
  console.log(`The boot script imports ${boot.imports.join(', ')}: a request before it runs. OVER`);
  over = true;
}
const afterStart = (
  [
    ["the home carousel's engine", manifest['src/features/home/CarouselEngine.tsx']?.file],
    ['the toast library', chunks.find((f) => readFileSync(path.join(dist, f), 'utf8').includes('data-sonner-toaster'))],
  ] as const
).map(([what, file]) => {
  if (!file) throw new Error(`check-budget: no chunk for ${what} in the manifest`);
  return [what, file] as const;
});
console.log('Fetched by / once its app runs (not in its first load):');
for (const [what, file] of afterStart) console.log(`  js${kB(size('js', file)).padStart(12)}  ${file} (${what})`);
console.log(`JS of / in all, once running: ${kB(homeTotals.js + afterStart.reduce((n, [, f]) => n + size('js', f), 0))}`);

console.log('First load of each prerendered page (JS, CSS, fonts; the budget above is for /):');
const routeOf = (page: string) => (page === 'index.html' ? '/' : page === '404.html' ? '(not found)' : `/${path.dirname(page)}`);
const byRoute = [...pages].sort((a, b) => Number(a === '404.html') - Number(b === '404.html') || routeOf(a).localeCompare(routeOf(b), 'en', { numeric: true }));
for (const page of byRoute) {
  const t = totals(firstLoad(documents.get(page)!));
  const route = routeOf(page);
  console.log(`  ${route.padEnd(24)}${kB(t.js).padStart(9)}${kB(t.css).padStart(9)}${kB(t.font).padStart(9)}`);
}
const js = new Set(home.filter(([kind]) => kind === 'js').map(([, f]) => f));

// What a service worker that precached the public pages' code would fetch on
// a visitor's first visit, beyond the first load of / (docs/architecture.md,
// "Before the app runs", weighs it against the in-page notice).
const precached = new Set(pages.flatMap((page) => firstLoad(documents.get(page)!).filter(([kind, f]) => kind === 'js' && !js.has(f)).map(([, f]) => f)));
const precache = [...precached].reduce((n, f) => n + size('js', f), 0);
console.log(`The other public pages' code, beyond /'s first load (what a precaching service worker would add to a first visit): ${kB(precache)} in ${precached.size} files, ${Math.round((100 * precache) / homeTotals.js)} % of /'s JS`);

// React Router's package points bundlers at its development build; vite.config.ts
// aliases the production one. A dev-only warning of its in the bundle means
// the alias stopped working (a renamed file, a new version).
const devOnly = 'No routes matched location';
const devBuild = [...js].filter((f) => readFileSync(path.join(dist, f), 'utf8').includes(devOnly));
for (const f of devBuild) console.log(`${f}: React Router's development build (it warns '${devOnly}'): see reactRouterProduction in vite.config.ts`);

// The characters each prerendered page shows (its text, and the placeholders
// of its fields), against the faces build-fonts.ts wrote. (Last: it removes
// the scripts and templates from the documents the first loads were read from.)
const faces = [...readFileSync(path.join(OUT_DIR, 'fonts.css'), 'utf8').matchAll(/@font-face\s*{[^}]*?url\(\.\/([^)]+)\)[^}]*?unicode-range:\s*([^;]+);/g)].map(([, file, range]) => ({ file, ranges: parseUnicodeRange(range) }));
const faceOf = (cp: number) => faces.find((f) => rangesInclude(f.ranges, cp))?.file;
const isCore = (cp: number) => faces.some((f) => /-core-/.test(f.file) && rangesInclude(f.ranges, cp));
const published = new Set(publishedCharacters());
const outside = new Map<string, string[]>(); // character -> pages
const owners = new Map<string, string>(); // published character outside the core -> the face that shows it
for (const [page, document] of documents) {
  for (const el of document.querySelectorAll('script, style, template, noscript')) el.remove();
  const shown = document.body.textContent + [...document.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder')).join('');
  for (const ch of new Set(shown.replace(/\s/g, ''))) {
    const cp = ch.codePointAt(0)!;
    if (isCore(cp)) continue;
    if (published.has(ch)) owners.set(ch, faceOf(cp) ?? "the system's fonts");
    else outside.set(ch, [...(outside.get(ch) ?? []), page]);
  }
}
const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
for (const [ch, where] of outside) {
  console.log(`'${ch}' (${hex(ch)}) on ${where.join(', ')} is outside the core fonts: add it to CORE_EXTRA in tooling/build-fonts.ts`);
}
const byFace = new Map<string, string>();
for (const [ch, face] of owners) byFace.set(face, (byFace.get(face) ?? '') + ch);
if (byFace.size > 0) console.log(`Published text beyond the core fonts: ${[...byFace].map(([face, chars]) => `${chars} from ${face}`).join('; ')}`);
console.log(`Text of ${pages.length} prerendered pages: ${outside.size === 0 ? 'within the core fonts' : `${outside.size} characters outside the core fonts`}${byFace.size > 0 ? ', but for published text' : ''}`);
process.exit(over || devBuild.length > 0 || outside.size > 0 ? 1 : 0);
