#!/usr/bin/env node
// make bench-publish: what publishing the owner's photos costs, against the
// budgets in docs/performance.md, on this machine, in one run:
//   - a publish (site/tooling/release.ts, as `make publish`) of 40 photo-like images (tools/bench/photos.mjs: 1/f noise
//     and hard edges, 1600 px WebP as the admin stores them, about 190 kB
//     each) within 60 s in all. An export is never larger than 6 MB (one
//     browser's storage), so the 40 arrive as an owner publishes them: five
//     exports of eight new photos each, the earlier ones already published;
//     with 50 posts, every project and the image library showing them;
//   - the site's build afterwards within 1.2x a build of the defaults, the
//     two built interleaved, ROUNDS times each, medians compared;
//   - the first load of / within its JS and CSS budget (check-budget.mjs),
//     and no image bytes inlined in any script or page;
//   - the bytes of published photos a browser fetches (tools/bench/photo-bytes.mjs)
//     on a phone (412 x 823, DPR 1.75) and a desktop (1440 px, DPR 1 and 2),
//     scrolled to the end, within 1.3x what the photos shown need (WebP q75
//     at the pixels each one's box takes), on /, a service page, /blog, a
//     post and a project;
//   - with LIGHTHOUSE=1, Lighthouse mobile (tools/lighthouse/run.sh) on a few
//     pages of each build, back to back: the published set no worse.
// Prints a table and exits 1 when a budget is missed. Needs `make build`
// (bin/studio, the site's and the suite's node_modules, a Chromium).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { photoBytes } from './photo-bytes.mjs';
import { photoWebp } from './photos.mjs';

const repo = path.resolve(import.meta.dirname, '..', '..');
const site = path.join(repo, 'site');
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

const photos = [];
for (let i = 0; i < 40; i += 2) photos.push(...(await Promise.all([photoWebp(i + 1), photoWebp(i + 2)])));
const imageKB = photos.reduce((n, b) => n + b.length, 0) / 40 / 1000;
const dataUrl = (bytes) => `data:image/webp;base64,${bytes.toString('base64')}`;

const published = siteCopy('published');
const defaults = siteCopy('defaults');
// Published into a release store of its own; the site copy then builds the live release's content.
const store = path.join(scratch, 'releases');
const liveContent = path.join(store, 'current', '.content');
const content = () => JSON.parse(readFileSync(path.join(existsSync(liveContent) ? liveContent : path.join(site, 'published'), 'content.json'), 'utf8'));

// Five exports, each from the content published so far: eight new photos in
// the image library, on eight more posts' covers (every tenth post in
// Devanagari, its photo in its body too) and on three projects.
const [BATCHES, PER_BATCH] = [5, 8];
let publishSeconds = 0;
let exportMB = 0;
for (let batch = 0; batch < BATCHES; batch++) {
  const bundle = content();
  const { data } = bundle;
  const fresh = photos.slice(batch * PER_BATCH, (batch + 1) * PER_BATCH).map(dataUrl);
  for (let i = 0; i < PER_BATCH; i++) {
    const id = 5 + batch * PER_BATCH + i;
    const devanagari = id % 10 === 0;
    data.posts.push({
      id,
      title: devanagari ? `मुंबईचे फलक ${id}: ₹${id} की “चाय”` : `Notes from the street, number ${id}`,
      excerpt: 'Signs, crates and shopfronts, read as a designer reads them.',
      content: `<p>${'What we learned from the signs on this street. '.repeat(12)}</p>${devanagari ? `<img src="${fresh[i]}" alt="A sign">` : ''}<p>${'And what we made of it. '.repeat(8)}</p>`,
      date: `2026-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 27) + 1).padStart(2, '0')}`,
      author: devanagari ? 'अनया कुलकर्णी' : 'Anaya Kulkarni',
      image: fresh[i],
      category: ['Design Principles', 'Typography', 'Branding', 'UX/UI', 'Sustainability'][id % 5],
    });
    data.images.push({ id: `photo-${batch * PER_BATCH + i + 1}`, title: `Photo ${batch * PER_BATCH + i + 1}`, category: 'general', url: fresh[i], uploadDate: '2026-12-05' });
  }
  for (let j = 0; j < 3; j++) data.portfolio[(batch * 3 + j) % data.portfolio.length].image = fresh[j];
  const exportFile = path.join(scratch, `export-${batch + 1}.json`);
  writeFileSync(exportFile, JSON.stringify(bundle));
  exportMB = Math.max(exportMB, readFileSync(exportFile).length / 1048576);
  publishSeconds += seconds(() =>
    execFileSync(process.execPath, ['--import', 'tsx', 'tooling/release.ts', exportFile], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STUDIO_RELEASES: store, STUDIO_BIN: path.join(repo, 'bin', 'studio'), STUDIO_ADMIN: 'off' },
    }),
  );
}
rmSync(path.join(published, 'published'), { recursive: true });
cpSync(liveContent, path.join(published, 'published'), { recursive: true });
const mediaDir = path.join(published, 'published', 'media');
const repoMB = readdirSync(mediaDir).reduce((n, f) => n + readFileSync(path.join(mediaDir, f)).length, 0) / 1e6;

// npm run build's steps, less its type check (the same code in both), each
// timed, each build from scratch as in CI or the Dockerfile: no fonts made
// by an earlier one (build-fonts.mjs keeps them while its inputs stand).
const steps = {
  fonts: ['node', '--import', 'tsx', 'tooling/build-fonts.ts'],
  client: ['npx', 'vite', 'build', '--logLevel', 'error'],
  ssr: ['npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '.prerender', '--logLevel', 'error'],
  prerender: ['node', '--import', 'tsx', 'tooling/prerender.ts'],
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

const budget = run(published, 'node', '--import', 'tsx', 'tooling/check-budget.ts');
const [js, css] = ['JS', 'CSS'].map((kind) => new RegExp(`^${kind}\\s+([\\d.]+ kB) of ([\\d.]+ kB) budget (ok|OVER)`, 'm').exec(budget));
const dist = path.join(published, 'dist');
const inlined = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => /data:image\/[\w+.-]+;base64,[A-Za-z0-9+/]{200}/.test(readFileSync(path.join(dist, f), 'utf8')));

const stepLine = (which) => Object.entries(stepTimes[which]).map(([step, ts]) => `${step} ${median(ts).toFixed(1)}`).join(', ');
console.log(`build steps, median s: defaults: ${stepLine('defaults')}; published: ${stepLine('published')}`);
const rows = [
  ['publish: 40 photos in 5 exports', `${publishSeconds.toFixed(1)} s (exports up to ${exportMB.toFixed(1)} MB, photos ${imageKB.toFixed(0)} kB each; media/ ${repoMB.toFixed(1)} MB)`, 'under 60 s', publishSeconds < 60],
  ['build: published / defaults', `${median(times.published).toFixed(1)} s / ${median(times.defaults).toFixed(1)} s = ${buildRatio.toFixed(2)}x`, 'at most 1.20x', buildRatio <= 1.2],
  ['first load of /: JS', js?.[1] ?? '?', `within ${js?.[2]}`, js?.[3] === 'ok'],
  ['first load of /: CSS', css?.[1] ?? '?', `within ${css?.[2]}`, css?.[3] === 'ok'],
  ['image bytes in scripts or pages', inlined.length ? inlined.join(', ') : 'none', 'none', inlined.length === 0],
];

// The pages that show the published photos, on a phone and a desktop.
const { posts, portfolio } = content().data;
const photoPost = posts.find((p) => /-\d+x\d+\./.test(p.image));
const photoProject = portfolio.find((p) => /-\d+x\d+\./.test(p.image));
const service = { branding: '/branding', print: '/print', digital: '/digital', 'space-design': '/space-design' }[photoProject.category];
const screens = [
  { name: 'phone 412 DPR 1.75', viewport: { width: 412, height: 823 }, dpr: 1.75, mobile: true },
  { name: 'desktop 1440 DPR 1', viewport: { width: 1440, height: 900 }, dpr: 1 },
  { name: 'desktop 1440 DPR 2', viewport: { width: 1440, height: 900 }, dpr: 2 },
];
const bytes = await photoBytes({ dist, mediaDir, pages: ['/', service, '/blog', `/blog/${photoPost.id}`, `/portfolio/${photoProject.id}`], screens });
for (const { screen, page, images, served, needed } of bytes) {
  const ratio = needed ? served / needed : served ? Infinity : 0;
  rows.push([`photo bytes ${screen} ${page}`, `${(served / 1024).toFixed(0)} KiB served / ${(needed / 1024).toFixed(0)} KiB needed, ${images} photos = ${ratio.toFixed(2)}x`, 'at most 1.30x', ratio <= 1.3 && images > 0]);
}

if (process.env.LIGHTHOUSE) {
  // The pages the published set changes, each build in turn: ONLY limits the sitemap's pages.
  const only = '^/(|blog|blog/1|blog/10|blog/11|portfolio/1)$';
  const lighthouse = (root) => {
    try {
      return execFileSync('tools/lighthouse/run.sh', [], { cwd: repo, encoding: 'utf8', env: { ...process.env, ONLY: only, LIGHTHOUSE_SITE_ROOT: root, MIN_PERFORMANCE: '0' }, maxBuffer: 64 << 20 });
    } catch (error) {
      return error.stdout ?? ''; // a page under 100 somewhere: its scores are still in the table
    }
  };
  const scores = (out) =>
    Object.fromEntries(
      [...out.matchAll(/^(\/\S*)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+\s+([\d.]+)\s+(\d+)[ \t]+[\d.]+[ \t]*(.*)$/gm)].map(([, page, perf, a11y, bp, seo, lcp, tbt, runs]) => [page, { perf: +perf, a11y: +a11y, bp: +bp, seo: +seo, lcp: +lcp, tbt: +tbt, runs }]),
    );
  const before = scores(lighthouse(path.join(defaults, 'dist')));
  const after = scores(lighthouse(dist));
  for (const page of Object.keys(after)) {
    const [b, a] = [before[page], after[page]];
    const text = `perf ${b?.perf ?? '-'} -> ${a.perf}, LCP ${b?.lcp ?? '-'} -> ${a.lcp} s, TBT ${b?.tbt ?? '-'} -> ${a.tbt} ms, a11y/bp/seo ${a.a11y}/${a.bp}/${a.seo}${a.perf < 100 ? ` (runs: ${a.runs})` : ''}`;
    rows.push([`Lighthouse ${page}`, text, 'no worse; 100 a11y/bp/seo', (!b || a.perf >= b.perf) && a.a11y === 100 && a.bp === 100 && a.seo === 100]);
  }
}

const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length)), Math.max(...rows.map((r) => r[2].length))];
for (const [what, got, goal, ok] of rows) console.log(`${what.padEnd(width[0])}  ${got.padEnd(width[1])}  ${goal.padEnd(width[2])}  ${ok ? 'met' : 'MISSED'}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
