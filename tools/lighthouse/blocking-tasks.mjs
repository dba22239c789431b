// Why a page's performance score is what it is: for one run's saved report
// and artifacts, prints each metric's points lost (and the value that would
// lose none), then the main-thread tasks Lighthouse's simulation counts
// towards the first contentful paint and the blocking time, each with the
// work inside it (style, layout, a script's URL), so the task to make
// shorter is named rather than guessed.
//
//   LIGHTHOUSE_REPORTS=/tmp/lh LIGHTHOUSE_ARTIFACTS=1 ONLY='^/$' bash scripts/lighthouse.sh
//   node tools/lighthouse/blocking-tasks.mjs /tmp/lh/home.artifacts.json
import { readFileSync } from 'node:fs';
import { Util } from 'lighthouse/shared/util.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { readSavedRun } from './saved-run.mjs';

const file = process.argv[2];
if (!file?.endsWith('.artifacts.json')) {
  console.error('usage: node blocking-tasks.mjs <page>.artifacts.json   (its <page>.json beside it; see the comment at the top)');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file.replace(/\.artifacts\.json$/, '.json'), 'utf8'));
const { data, context, events, navStart } = readSavedRun(file);

// 1. Points lost per metric, and the largest value that would score 1.
/** The largest value whose score is at least `target` (scores fall as values grow). */
function largestValueScoring(controlPoints, target) {
  let [lo, hi] = [0, controlPoints.median * 10];
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (Util.computeLogNormalScore(controlPoints, mid) >= target) lo = mid;
    else hi = mid;
  }
  return lo;
}
const perf = report.categories.performance;
console.log(`${report.finalDisplayedUrl}: performance ${Math.round(perf.score * 100)} (sum of weighted scores ${(perf.auditRefs.reduce((s, r) => s + (report.audits[r.id].score ?? 0) * r.weight, 0) / 100).toFixed(4)}; 0.995 and over shows as 100)`);
console.log('metric                      value  score  weight  points lost  scores 1 up to');
for (const ref of perf.auditRefs.filter((r) => r.weight > 0)) {
  const audit = report.audits[ref.id];
  const isCls = ref.id === 'cumulative-layout-shift';
  const upTo = audit.scoringOptions ? largestValueScoring(audit.scoringOptions, 1) : NaN;
  const show = (v) => (isCls ? v.toFixed(3) : `${v.toFixed(0)} ms`);
  console.log(
    `${ref.id.padEnd(24)} ${show(audit.numericValue).padStart(9)}  ${audit.score.toFixed(2)}  ${String(ref.weight).padStart(6)}  ${((1 - audit.score) * ref.weight).toFixed(2).padStart(11)}  ${show(upTo).padStart(14)}`,
  );
}

// 2. The simulated tasks behind the first paint and the blocking time.
const fcp = await LanternFirstContentfulPaint.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
const interactive = await LanternInteractive.request(data, context);

/** The biggest pieces of work inside a top-level task, as the trace names them. */
function inside(task) {
  const within = events.filter((e) => e.ph === 'X' && e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const byName = new Map();
  for (const e of within) {
    const what = ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'ParseAuthorStyleSheet', 'Paint', 'MinorGC', 'MajorGC'].includes(e.name)
      ? e.name
      : ['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.evaluateModule'].includes(e.name)
        ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`.trim()
        : null;
    if (what) byName.set(what, (byName.get(what) ?? 0) + e.dur / 1000);
  }
  if (byName.size === 0) {
    // None of the usual work: name the task's own biggest steps instead.
    for (const e of within.filter((e) => e.dur > task.dur / 10)) byName.set(e.name, Math.max(byName.get(e.name) ?? 0, e.dur / 1000));
  }
  return [...byName].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ');
}

const at = (node, t) => `${t.startTime.toFixed(0).padStart(5)}-${t.endTime.toFixed(0).padEnd(5)} ${(node.event.dur / 1000).toFixed(1).padStart(5)} ms at ${((node.event.ts - navStart) / 1000).toFixed(0).padStart(4)} ms  ${inside(node.event)}`;
console.log(`\nfirst contentful paint ${fcp.timing.toFixed(0)} ms, the tasks before it (simulated start-end, observed duration):`);
for (const [node, t] of [...fcp.optimisticEstimate.nodeTimings].sort((x, y) => x[1].startTime - y[1].startTime)) {
  if (node.type === 'cpu' && t.duration >= 4) console.log(`  ${at(node, t)}`);
}
// The pessimistic blocking time's window, as Lantern takes it: from the optimistic first paint to the pessimistic interactive time.
const [from, to] = [fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs];
console.log(`\nblocking time ${tbt.timing.toFixed(0)} ms; the tasks that block in its pessimistic graph (${from.toFixed(0)}-${to.toFixed(0)} ms), blocking ms first:`);
for (const [node, t] of [...tbt.pessimisticEstimate.nodeTimings].sort((x, y) => x[1].startTime - y[1].startTime)) {
  const blocking = node.type === 'cpu' ? Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent({ start: t.startTime, end: t.endTime, duration: t.duration }, from, to) : 0;
  if (blocking > 0) console.log(`  ${blocking.toFixed(0).padStart(4)}  ${at(node, t)}`);
}
