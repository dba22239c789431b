#!/usr/bin/env node
// Checks what the first load of `/` costs, from the build's own manifest:
// the entry chunks (the app and its boot script) and every chunk they import
// statically (lazy routes are left out, as the browser leaves them),
// gzip-compressed. Exits non-zero over budget, or when the first load carries
// a library's development build. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { js: 125_000, css: 15_000 }; // bytes, gzip

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
const rows = [...js].map((f) => ['js', f, gz(f)]).concat([...css].map((f) => ['css', f, gz(f)]));
const total = (kind) => rows.filter((r) => r[0] === kind).reduce((s, r) => s + r[2], 0);
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

console.log('First load of / (gzip):');
for (const [kind, file, size] of rows) console.log(`  ${kind.padEnd(4)}${kB(size).padStart(10)}  ${file}`);
let over = false;
for (const kind of ['js', 'css']) {
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
process.exit(over || devBuild.length > 0 ? 1 : 0);
