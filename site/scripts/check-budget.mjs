#!/usr/bin/env node
// Checks what the first load of `/` costs, from the build's own manifest:
// the entry chunks (the app and its boot script) and every chunk they import
// statically (lazy routes are left out, as the browser leaves them),
// gzip-compressed, and the fonts the page preloads. Exits non-zero over
// budget, when the first load carries a library's development build, or when
// a prerendered page shows a character outside the core font faces (it
// would fetch a second font file; see build-fonts.mjs). Run after
// `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { CORE_RANGES } from './build-fonts.mjs';
import { rangesInclude } from './unicode-range.mjs';

export const BUDGET = { js: 125_000, css: 15_000, font: 50_000 }; // bytes, gzip (fonts as served: woff2)

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const js = new Set();
const css = new Set();
function walk(key) {
  const chunk = manifest[key];
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) walk(i);
}
entryKeys.forEach(walk);

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const homeHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fonts = [...homeHtml.matchAll(/<link rel="preload" as="font"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const rows = [...js].map((f) => ['js', f, gz(f)]).concat(
  [...css].map((f) => ['css', f, gz(f)]),
  fonts.map((f) => ['font', f, readFileSync(path.join(dist, f)).length]),
);
const total = (kind) => rows.filter((r) => r[0] === kind).reduce((s, r) => s + r[2], 0);
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

console.log('First load of / (gzip):');
for (const [kind, file, size] of rows) console.log(`  ${kind.padEnd(4)}${kB(size).padStart(10)}  ${file}`);
let over = false;
for (const kind of ['js', 'css', 'font']) {
  const t = total(kind);
  const ok = t <= BUDGET[kind];
  over ||= !ok;
  console.log(`${kind.toUpperCase().padEnd(4)} ${kB(t).padStart(9)} of ${kB(BUDGET[kind])} budget ${ok ? 'ok' : 'OVER'}`);
}
// React Router's package points bundlers at its development build; vite.config.ts
// aliases the production one. A dev-only warning of its in the bundle means
// the alias stopped working (a renamed file, a new version).
const devOnly = 'No routes matched location';
const devBuild = [...js].filter((f) => readFileSync(path.join(dist, f), 'utf8').includes(devOnly));
for (const f of devBuild) console.log(`${f}: React Router's development build (it warns '${devOnly}'): see reactRouterProduction in vite.config.ts`);

// The characters each prerendered page shows (its text, and the placeholders
// of its fields), against the core faces' unicode-range.
const pages = readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.html'));
const outside = new Map(); // character -> pages
for (const page of pages) {
  const { document } = new JSDOM(readFileSync(path.join(dist, page), 'utf8')).window;
  for (const el of document.querySelectorAll('script, style, template, noscript')) el.remove();
  const shown = document.body.textContent + [...document.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder')).join('');
  for (const ch of new Set(shown.replace(/\s/g, ''))) {
    if (!rangesInclude(CORE_RANGES, ch.codePointAt(0))) outside.set(ch, [...(outside.get(ch) ?? []), page]);
  }
}
for (const [ch, where] of outside) {
  console.log(`'${ch}' (U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}) on ${where.join(', ')} is outside the core fonts: add it to CORE_EXTRA in scripts/build-fonts.mjs`);
}
console.log(`Text of ${pages.length} prerendered pages: ${outside.size === 0 ? 'within the core fonts' : `${outside.size} characters outside the core fonts`}`);
process.exit(over || devBuild.length > 0 || outside.size > 0 ? 1 : 0);
