// make lighthouse-ab: Lighthouse A/B of a change, in one run. Builds BASE
// (a git revision, default main) in a worktree of its own, as make build
// does (the site, then its precompressed copies), then runs
// Lighthouse (run.sh) on BASE's build and on this tree's (site/dist, from
// make build) in turn, ROUNDS times each (default 3), alternating, on the
// ONLY pages (a regexp; default the home page, a service page, /blog and a
// post). Prints, per page, each build's median performance score, LCP, TBT
// and CLS and this tree's over BASE's ratios, then both builds' first loads
// of / (tooling/check-budget.ts). Lighthouse's blocking time moves several-
// fold from run to run on one machine: only a same-run comparison says
// whether a change made a page slower.
//
//   node tools/lighthouse/ab.mjs [BASE]   (env: ROUNDS, ONLY)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..');
const base = process.argv[2] ?? process.env.BASE ?? 'main';
const rounds = Number(process.env.ROUNDS ?? 3);
const only = process.env.ONLY ?? '^/(|branding|blog|blog/1)$';
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20, ...options });

if (!existsSync(path.join(repo, 'site', 'dist', 'index.html'))) throw new Error('no site/dist: make build first');
const scratch = mkdtempSync(path.join(tmpdir(), 'lighthouse-ab-'));
const tree = path.join(scratch, 'base');
try {
  run('git', ['worktree', 'add', '--detach', '--quiet', tree, base]);
  // The base's packages: this tree's when the lock file is the same, its own otherwise.
  const lock = (root) => readFileSync(path.join(root, 'site', 'package-lock.json'), 'utf8');
  if (lock(tree) === lock(repo)) symlinkSync(path.join(repo, 'site', 'node_modules'), path.join(tree, 'site', 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: path.join(tree, 'site'), stdio: 'ignore' });
  console.log(`building ${base} (${run('git', ['rev-parse', '--short', base]).trim()}) in ${tree}`);
  run('npm', ['run', 'build'], { cwd: path.join(tree, 'site'), stdio: 'ignore' });
  // As make build leaves a build: with its precompressed copies (the server compresses nothing itself).
  run('bin/studio', ['precompress', path.join(tree, 'site', 'dist')], { stdio: 'ignore' });

  const builds = { base: path.join(tree, 'site', 'dist'), this: path.join(repo, 'site', 'dist') };
  /** @type {Record<string, Record<string, {perf: number, lcp: number, tbt: number, cls: number}[]>>} */
  const results = { base: {}, this: {} };
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first: a machine that slows during a round slows both.
    for (const which of round % 2 ? ['this', 'base'] : ['base', 'this']) {
      const reports = path.join(scratch, `${which}-${round}`);
      try {
        run('tools/lighthouse/run.sh', [], { env: { ...process.env, ONLY: only, LIGHTHOUSE_SITE_ROOT: builds[which], LIGHTHOUSE_REPORTS: reports, MIN_PERFORMANCE: '0', RERUNS: '0' }, stdio: 'ignore' });
      } catch {
        // A page under 100 somewhere: its report is still written.
      }
      for (const file of readdirSync(reports).filter((f) => f.endsWith('.json'))) {
        const lhr = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
        const page = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).pathname;
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        (results[which][page] ??= []).push({ perf: Math.round(lhr.categories.performance.score * 100), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') });
      }
      console.log(`round ${round + 1} of ${rounds}: ${which} done`);
    }
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const ratio = (b, a) => (a === 0 && b === 0 ? '1.00' : a === 0 ? '-' : (b / a).toFixed(2));
  console.log(`\nmedians of ${rounds} runs each       ${base.padEnd(28)} this tree                    this/${base}`);
  console.log(`${'page'.padEnd(16)}${'perf  LCP s  TBT ms    CLS'.padEnd(29)} ${'perf  LCP s  TBT ms    CLS'.padEnd(29)} LCP   TBT`);
  const row = (m) => `${String(m.perf).padStart(4)} ${(m.lcp / 1000).toFixed(2).padStart(6)} ${String(Math.round(m.tbt)).padStart(7)} ${m.cls.toFixed(3).padStart(6)}`.padEnd(29);
  for (const page of Object.keys(results.this).sort()) {
    const of = (which) => {
      const runs = results[which][page] ?? [];
      return { perf: median(runs.map((r) => r.perf)), lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), cls: median(runs.map((r) => r.cls)) };
    };
    const [a, b] = [of('base'), of('this')];
    console.log(`${page.padEnd(16)}${row(a)} ${row(b)} ${ratio(b.lcp, a.lcp).padStart(4)}  ${ratio(b.tbt, a.tbt).padStart(4)}`);
  }

  const firstLoad = (root) =>
    run('npx', ['tsx', 'tooling/check-budget.ts'], { cwd: path.join(root, 'site') })
      .split('\n')
      .filter((l) => /^(JS|CSS|FONT) +[\d.]+ kB of|^JS of \/ in all/.test(l))
      .map((l) => l.replace(/ +/g, ' ').replace(/ budget ok$/, ''));
  console.log(`\nfirst load of /, gzip (tooling/check-budget.ts):\n  ${base}: ${firstLoad(tree).join(' | ')}\n  this tree: ${firstLoad(repo).join(' | ')}`);
} finally {
  run('git', ['worktree', 'remove', '--force', tree]);
  rmSync(scratch, { recursive: true, force: true });
}
