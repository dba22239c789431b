// The rules make lighthouse judges pages by (judge.mjs), with made-up runs:
//   node --test tools/lighthouse/judge.test.mjs   (tools/lighthouse/run.sh runs it first)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianRun, misses, perfScore, pointsLost, scores, wantsReruns } from './judge.mjs';

/** A run as Lighthouse returns it, with the given scores (0–100) and audits that lost points. */
function run({ perf = 100, a11y = 100, bp = 100, seo = 100, error, lost = {} } = {}) {
  const audits = { 'total-blocking-time': { score: 1, displayValue: '0 ms' } };
  for (const [id, displayValue] of Object.entries(lost)) audits[id] = { score: 0.5, displayValue };
  const refs = [
    { id: 'total-blocking-time', weight: 30 },
    ...Object.keys(lost).map((id) => ({ id, weight: id === 'diagnostic' ? 0 : 10 })),
  ];
  const category = (score) => ({ score: error ? null : score / 100, auditRefs: refs });
  return {
    lhr: {
      categories: { performance: category(perf), accessibility: category(a11y), 'best-practices': category(bp), seo: category(seo) },
      audits,
      ...(error ? { runtimeError: { code: error } } : {}),
    },
  };
}

test('a page scoring 100 runs once; under 100 it runs again; a run Lighthouse could not record is not rerun for its score', () => {
  assert.equal(wantsReruns(run({ perf: 100 }).lhr), false);
  assert.equal(wantsReruns(run({ perf: 99 }).lhr), true);
  assert.equal(wantsReruns(run({ error: 'NO_NAVSTART' }).lhr), false);
});

test('the page is judged by its median run: 99 of 99, 99 and 100 (where computeMedianRun picked the 100), 99 of 89, 99 and 100', () => {
  const runs = [run({ perf: 99 }), run({ perf: 100 }), run({ perf: 99 })];
  assert.equal(perfScore(medianRun(runs).lhr), 99);
  const spread = [run({ perf: 89 }), run({ perf: 100 }), run({ perf: 99 })];
  assert.equal(medianRun(spread), spread[2]);
});

test('a page slow every time still fails: 92, 92 and 91 give 92', () => {
  const runs = [run({ perf: 92 }), run({ perf: 92 }), run({ perf: 91 })];
  const median = medianRun(runs);
  assert.equal(perfScore(median.lhr), 92);
  assert.equal(misses(median.lhr, 95).length, 1);
});

test('an even count of recorded runs takes the lower middle; an unrecorded run is left out, not counted as 0', () => {
  const runs = [run({ perf: 98 }), run({ error: 'NO_NAVSTART' }), run({ perf: 100 })];
  assert.equal(perfScore(medianRun(runs).lhr), 98);
  const oneLeft = [run({ error: 'NO_NAVSTART' }), run({ perf: 97 })];
  assert.equal(perfScore(medianRun(oneLeft).lhr), 97);
});

test('with no run recorded, the first is judged, and fails naming Lighthouse’s error', () => {
  const runs = [run({ error: 'NO_NAVSTART' }), run({ error: 'PROTOCOL_TIMEOUT' })];
  const judged = medianRun(runs);
  assert.equal(judged, runs[0]);
  assert.deepEqual(misses(judged.lhr, 95), [
    'performance: Lighthouse failed (NO_NAVSTART)',
    'accessibility: Lighthouse failed (NO_NAVSTART)',
    'best-practices: Lighthouse failed (NO_NAVSTART)',
    'seo: Lighthouse failed (NO_NAVSTART)',
  ]);
});

test('performance passes at the floor and fails under it; the other categories fail under 100', () => {
  assert.deepEqual(misses(run({ perf: 95 }).lhr, 95), []);
  assert.deepEqual(misses(run({ perf: 100, a11y: 100, bp: 100, seo: 100 }).lhr, 100), []);
  assert.equal(misses(run({ perf: 94 }).lhr, 95).length, 1);
  assert.deepEqual(
    misses(run({ a11y: 99, bp: 98, seo: 92 }).lhr, 95).map((m) => m.split(':')[0]),
    ['accessibility 99 < 100', 'best-practices 98 < 100', 'seo 92 < 100'],
  );
});

test('a miss names the audits that cost points, and not those that weigh nothing', () => {
  const lhr = run({ perf: 90, lost: { 'largest-contentful-paint': '3.1 s', diagnostic: 'x' } }).lhr;
  assert.deepEqual(misses(lhr, 95), ['performance 90 < 95: largest-contentful-paint (3.1 s)']);
});

test('the audits that cost a 99 its point come costliest first, so the table can name the one behind a run with 0 ms of blocking time', () => {
  const lhr = run({ perf: 99, lost: { 'speed-index': '1.4 s', 'largest-contentful-paint': '1.9 s', diagnostic: 'x' } }).lhr;
  lhr.audits['speed-index'].score = 0.99; // 10 × 0.01 = 0.1 points
  lhr.audits['largest-contentful-paint'].score = 0.97; // 10 × 0.03 = 0.3 points
  assert.deepEqual(pointsLost(lhr, 'performance'), ['largest-contentful-paint (1.9 s)', 'speed-index (1.4 s)']);
  assert.deepEqual(pointsLost(run({ perf: 100 }).lhr, 'performance'), []);
});

test('scores come out in the table’s order, rounded to whole points', () => {
  const lhr = run({ perf: 99, a11y: 100, bp: 96, seo: 100 }).lhr;
  lhr.categories.performance.score = 0.994;
  assert.deepEqual(scores(lhr), [99, 100, 96, 100]);
});
