// How much of a page's main-thread work was the renderer waiting rather than
// running. A trace event's `dur` is wall time and its `tdur` the thread's own
// CPU time; Lighthouse's blocking time multiplies the wall time of each task
// by its CPU slowdown (4), so a task that waits inside (for the disk, another
// process, the machine) blocks as if it computed. Prints, for the renderer's
// main thread over the first seconds of the load, the tasks' wall and CPU
// time, those of the tasks long enough to block at 4x (12.5 ms and over),
// and the trace events the waiting happened in.
//
//   LIGHTHOUSE_REPORTS=/tmp/lh LIGHTHOUSE_ARTIFACTS=1 ONLY='^/about$' bash scripts/lighthouse.sh
//   node tools/lighthouse/off-cpu.mjs /tmp/lh/*.artifacts.json
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pageNavigationStart } from './navigation.mjs';

/** Lighthouse's CPU slowdown, and the task length over which a task blocks. */
export const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Tasks at least this long (observed) block at that slowdown: 4 x 12.5 ms = 50 ms. */
export const BLOCKING_MS = LONG_TASK_MS / SLOWDOWN;
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The renderer main thread's top-level tasks from the page's navigation to
 * `windowMs` after it: their wall and thread time, the same for the ones of
 * BLOCKING_MS and more, a plain count of their blocking at SLOWDOWN (each
 * task's time times 4, less 50 ms, before the first paint as after it: not
 * Lighthouse's simulation) by wall time and by CPU time, and where the wall
 * time that was not thread time went (the innermost event holding most of
 * each gap, by name).
 */
export function offCpu(events, { windowMs = 3000 } = {}) {
  const key = (e) => `${e.pid}:${e.tid}`;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key));
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number' && mains.has(key(e)));
  // The page's renderer: the main thread with the most task time.
  const work = new Map();
  for (const e of complete) if (TASKS.has(e.name)) work.set(key(e), (work.get(key(e)) ?? 0) + e.dur);
  const thread = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  // The window starts at the page's own navigation on that thread, else at its first event.
  const navStart = pageNavigationStart(events, thread) ?? Math.min(...complete.map((e) => e.ts));
  const mine = complete.filter((e) => key(e) === thread && e.ts >= navStart && e.ts < navStart + windowMs * 1000).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const within = (inner, outer) => inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;
  // Top-level only: a RunTask inside another (ThreadControllerImpl::RunTask
  // around RunTask, often with the same span) is the same work counted again.
  const tasks = [];
  for (const e of mine.filter((e) => TASKS.has(e.name))) {
    const outer = tasks.at(-1);
    if (!outer || e.ts >= outer.ts + outer.dur) tasks.push(e);
  }
  const sum = (list, f) => list.reduce((s, e) => s + f(e), 0) / 1000;
  const gap = (e) => e.dur - (e.tdur ?? e.dur);
  const waitedIn = new Map();
  for (const task of tasks) {
    const inside = mine.filter((e) => within(e, task) && e.tdur != null && gap(e) > 0);
    // The innermost event that holds most of its parent's gap names where the wait was.
    const innermost = inside.filter((g) => !inside.some((h) => within(h, g) && gap(h) > 0.6 * gap(g)));
    for (const e of innermost) waitedIn.set(e.name, (waitedIn.get(e.name) ?? 0) + gap(e) / 1000);
  }
  const long = tasks.filter((e) => e.dur >= BLOCKING_MS * 1000);
  const blocking = (us) => Math.max(0, (SLOWDOWN * us) / 1000 - LONG_TASK_MS);
  return {
    tasks: tasks.length,
    wallMs: sum(tasks, (e) => e.dur),
    threadMs: sum(tasks, (e) => e.tdur ?? e.dur),
    long: long.length,
    longWallMs: sum(long, (e) => e.dur),
    longThreadMs: sum(long, (e) => e.tdur ?? e.dur),
    blockingByWallMs: tasks.reduce((s, e) => s + blocking(e.dur), 0),
    blockingByCpuMs: tasks.reduce((s, e) => s + blocking(e.tdur ?? e.dur), 0),
    waitedIn: [...waitedIn].sort((a, b) => b[1] - a[1]),
  };
}

function traceEventsOf(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return json.Trace?.traceEvents ?? json.traceEvents ?? json;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node off-cpu.mjs <page>.artifacts.json|trace.json...   (see the comment at the top)');
    process.exit(2);
  }
  console.log('run                              tasks  wall ms  cpu ms  wall/cpu   tasks >=12.5 ms: n  wall ms  cpu ms   blocking at 4x: by wall  by cpu   waited in (ms)');
  for (const file of files) {
    const r = offCpu(traceEventsOf(file));
    const where = r.waitedIn.slice(0, 3).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ');
    console.log(
      `${file.split('/').pop().padEnd(32)} ${String(r.tasks).padStart(5)} ${r.wallMs.toFixed(0).padStart(8)} ${r.threadMs.toFixed(0).padStart(7)} ${(r.wallMs / r.threadMs).toFixed(2).padStart(8)}  ${String(r.long).padStart(20)} ${r.longWallMs.toFixed(0).padStart(8)} ${r.longThreadMs.toFixed(0).padStart(7)}   ${r.blockingByWallMs.toFixed(0).padStart(22)} ${r.blockingByCpuMs.toFixed(0).padStart(7)}   ${where}`,
    );
  }
}
