#!/usr/bin/env node
// make bench-publish: what publishing a large export costs, against the
// budgets in docs/performance.md, on this machine, in one run:
//   - `make publish` of an export of 50 posts and 40 images of 1600 px
//     (PNG, drawn here: flat shapes, a few tens of kB each, as the table
//     prints; the owner's browser storage holds 40 images of at most about
//     100 kB) within 10 s;
//   - the site's build afterwards within 1.2x a build of the defaults, the
//     two built interleaved, ROUNDS times each, medians compared;
//   - the first load of / within its JS and CSS budget (check-budget.mjs),
//     and no image bytes inlined in any script or page;
//   - with LIGHTHOUSE=1, Lighthouse mobile (scripts/lighthouse.sh) on a few
//     pages of each build, back to back: the published set no worse.
// Prints a table and exits 1 when a budget is missed. Needs `make build`
// (bin/studio, the site's node_modules).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const site = path.join(repo, 'site');
const requireSite = createRequire(path.join(site, 'package.json'));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the site that shares its node_modules: one to publish into, one to build as it is. */
function siteCopy(name) {
  const dir = path.join(scratch, name, 'site');
  const skip = new Set(['node_modules', 'dist', '.prerender']);
  cpSync(site, dir, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  symlinkSync(path.join(site, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
const run = (cwd, cmd, ...args) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
const seconds = (f) => {
  const t = performance.now();
  f();
  return (performance.now() - t) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

// 40 images of 1600 x 1067, drawn with resvg: flat shapes, which compress
// as a simple graphic does, so that 40 of them fit one export beside the
// posts that show them (the admin copies a library image into each post
// that uses it).
const resvg = await import(requireSite.resolve('@resvg/resvg-wasm')); // its CommonJS build, from the site's packages
const { initWasm, Resvg } = resvg.default;
await initWasm(readFileSync(requireSite.resolve('@resvg/resvg-wasm/index_bg.wasm')));
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const photo = () => {
  const shapes = Array.from({ length: 70 }, () => {
    const [x, y, r] = [random() * 1600, random() * 1067, 40 + random() * 260];
    return `<circle cx="${x | 0}" cy="${y | 0}" r="${r | 0}" fill="hsl(${(random() * 360) | 0} 60% ${(30 + random() * 40) | 0}%)"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" shape-rendering="crispEdges"><rect width="1600" height="1067" fill="#e8dccb"/>${shapes.join('')}</svg>`;
  return `data:image/png;base64,${Buffer.from(new Resvg(svg).render().asPng()).toString('base64')}`;
};
const photos = Array.from({ length: 40 }, photo);
const imageKB = photos.reduce((n, url) => n + ((url.length - 22) * 3) / 4, 0) / 40 / 1000;

// The export: the published content, then 46 more posts (every tenth in
// Devanagari), the 40 images in the image library, on the posts' covers
// (and in every tenth post's body) and on half the projects.
const bundle = JSON.parse(readFileSync(path.join(site, 'published', 'content.json'), 'utf8'));
const { data } = bundle;
for (let id = 5; id <= 50; id++) {
  const devanagari = id % 10 === 0;
  data.posts.push({
    id,
    title: devanagari ? `मुंबईचे फलक ${id}: ₹${id} की “चाय”` : `Notes from the street, number ${id}`,
    excerpt: 'Signs, crates and shopfronts, read as a designer reads them.',
    content: `<p>${'What we learned from the signs on this street. '.repeat(12)}</p>${devanagari ? `<img src="${photos[id % 40]}" alt="A sign">` : ''}<p>${'And what we made of it. '.repeat(8)}</p>`,
    date: `2026-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 27) + 1).padStart(2, '0')}`,
    author: devanagari ? 'अनया कुलकर्णी' : 'Anaya Kulkarni',
    image: photos[(id * 7) % 40],
    category: ['Design Principles', 'Typography', 'Branding', 'UX/UI', 'Sustainability'][id % 5],
  });
}
data.images = photos.map((url, i) => ({ id: String(i + 1), title: `Photo ${i + 1}`, category: 'general', url, uploadDate: '2026-12-05' }));
data.portfolio.forEach((item, i) => i % 2 === 0 && (item.image = photos[i]));
const exportFile = path.join(scratch, 'export.json');
writeFileSync(exportFile, JSON.stringify(bundle));
const exportMB = readFileSync(exportFile).length / 1048576;

const published = siteCopy('published');
const defaults = siteCopy('defaults');
const publishSeconds = seconds(() => run(published, 'node', 'scripts/publish.mjs', exportFile));

// npm run build's steps, less its type check (the same code in both), each
// timed, each build from scratch as in CI or the Dockerfile: no fonts made
// by an earlier one (build-fonts.mjs keeps them while its inputs stand).
const steps = {
  fonts: ['node', 'scripts/build-fonts.mjs'],
  client: ['npx', 'vite', 'build', '--logLevel', 'error'],
  ssr: ['npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '.prerender', '--logLevel', 'error'],
  prerender: ['node', 'scripts/prerender.mjs'],
};
const times = { defaults: [], published: [] };
const stepTimes = { defaults: {}, published: {} };
for (let i = 0; i < ROUNDS; i++) {
  for (const [which, dir] of [['defaults', defaults], ['published', published]]) {
    rmSync(path.join(dir, 'src', 'styles', 'fonts'), { recursive: true, force: true });
    let total = 0;
    for (const [step, [cmd, ...args]] of Object.entries(steps)) {
      const t = seconds(() => run(dir, cmd, ...args));
      (stepTimes[which][step] ??= []).push(t);
      total += t;
    }
    times[which].push(total);
  }
}
const buildRatio = median(times.published) / median(times.defaults);

const budget = run(published, 'node', 'scripts/check-budget.mjs');
const [js, css] = ['JS', 'CSS'].map((kind) => new RegExp(`^${kind}\\s+([\\d.]+ kB) of ([\\d.]+ kB) budget (ok|OVER)`, 'm').exec(budget));
const dist = path.join(published, 'dist');
const inlined = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => /data:image\/[\w+.-]+;base64,[A-Za-z0-9+/]{200}/.test(readFileSync(path.join(dist, f), 'utf8')));

const stepLine = (which) => Object.entries(stepTimes[which]).map(([step, ts]) => `${step} ${median(ts).toFixed(1)}`).join(', ');
console.log(`build steps, median s: defaults: ${stepLine('defaults')}; published: ${stepLine('published')}`);
const rows = [
  ['publish: 50 posts, 40 images', `${publishSeconds.toFixed(1)} s (export ${exportMB.toFixed(1)} MB, images ${imageKB.toFixed(0)} kB each)`, 'under 10 s', publishSeconds < 10],
  ['build: published / defaults', `${median(times.published).toFixed(1)} s / ${median(times.defaults).toFixed(1)} s = ${buildRatio.toFixed(2)}x`, 'at most 1.20x', buildRatio <= 1.2],
  ['first load of /: JS', js?.[1] ?? '?', `within ${js?.[2]}`, js?.[3] === 'ok'],
  ['first load of /: CSS', css?.[1] ?? '?', `within ${css?.[2]}`, css?.[3] === 'ok'],
  ['image bytes in scripts or pages', inlined.length ? inlined.join(', ') : 'none', 'none', inlined.length === 0],
];

if (process.env.LIGHTHOUSE) {
  // The pages the published set changes, each build in turn: ONLY limits the sitemap's pages.
  const only = '^/(|blog|blog/1|blog/10|blog/11|portfolio/1)$';
  const lighthouse = (root) => {
    try {
      return execFileSync('scripts/lighthouse.sh', [], { cwd: repo, encoding: 'utf8', env: { ...process.env, ONLY: only, LIGHTHOUSE_SITE_ROOT: root, MIN_PERFORMANCE: '0' }, maxBuffer: 64 << 20 });
    } catch (error) {
      return error.stdout ?? ''; // a page under 100 somewhere: its scores are still in the table
    }
  };
  const scores = (out) => Object.fromEntries([...out.matchAll(/^(\/\S*)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+\s+[\d.]+\s+(\d+)/gm)].map(([, page, perf, a11y, bp, seo, tbt]) => [page, { perf: +perf, a11y: +a11y, bp: +bp, seo: +seo, tbt: +tbt }]));
  const before = scores(lighthouse(path.join(defaults, 'dist')));
  const after = scores(lighthouse(dist));
  for (const page of Object.keys(after)) {
    const [b, a] = [before[page], after[page]];
    const text = `perf ${b?.perf ?? '-'} -> ${a.perf}, a11y/bp/seo ${a.a11y}/${a.bp}/${a.seo}, TBT ${b?.tbt ?? '-'} -> ${a.tbt} ms`;
    rows.push([`Lighthouse ${page}`, text, 'no worse; 100 a11y/bp/seo', (!b || a.perf >= b.perf) && a.a11y === 100 && a.bp === 100 && a.seo === 100]);
  }
}

const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length)), Math.max(...rows.map((r) => r[2].length))];
for (const [what, got, goal, ok] of rows) console.log(`${what.padEnd(width[0])}  ${got.padEnd(width[1])}  ${goal.padEnd(width[2])}  ${ok ? 'met' : 'MISSED'}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
