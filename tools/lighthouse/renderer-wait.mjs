// Runs a command (a Lighthouse run, trace-page.mjs) and reports, for every
// Chromium renderer process it starts, how long the renderer's main thread
// ran and how long it was runnable but waiting for a CPU (the kernel's
// schedstat, Linux only), with its voluntary and involuntary context
// switches; and how busy the two cores were meanwhile, a quarter second at
// a time (/proc/stat). off-cpu.mjs shows that tasks take twice their CPU
// time; this says whether the rest is waiting for a core or for something
// else (a voluntary switch: a lock, another process's answer, the disk).
//
//   node tools/lighthouse/renderer-wait.mjs -- bash scripts/lighthouse.sh
//   (with ONLY='^/about$' RERUNS=0 in the environment for one page)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A thread's run and run-queue times (/proc/PID/schedstat, in ns) and its context switches (/proc/PID/status). */
export function parseThread(schedstat, status) {
  const [ranNs, waitedNs] = schedstat.trim().split(/\s+/).map(Number);
  const count = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { ranMs: ranNs / 1e6, waitedMs: waitedNs / 1e6, voluntary: count('voluntary_ctxt_switches'), involuntary: count('nonvoluntary_ctxt_switches') };
}

/** Of per-core busy shares (0–1), one list a quarter second: how many had every core, exactly one, or none over 90 % busy. */
export function busyQuarters(quarters) {
  const busy = (q) => q.filter((share) => share > 0.9).length;
  return {
    all: quarters.filter((q) => busy(q) === q.length).length,
    one: quarters.filter((q) => q.length > 1 && busy(q) === 1).length,
    none: quarters.filter((q) => busy(q) === 0).length,
  };
}

const main = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const at = process.argv.indexOf('--');
const command = at < 0 ? [] : process.argv.slice(at + 1);
if (main && command.length === 0) {
  console.error('usage: node renderer-wait.mjs -- <command...>   (see the comment at the top)');
  process.exit(2);
}

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process has exited
  }
};

/** The main thread's figures of each renderer seen, the last reading of each. */
const renderers = new Map();
/** Looks for new renderers (a process's command line, read twice a second, so the sampling itself stays light). */
function findRenderers() {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    if (!renderers.has(pid) && read(`/proc/${pid}/cmdline`)?.includes('--type=renderer')) renderers.set(pid, null);
  }
}
function sampleRenderers() {
  for (const pid of renderers.keys()) {
    const sched = read(`/proc/${pid}/schedstat`);
    const status = read(`/proc/${pid}/status`);
    if (sched && status) renderers.set(pid, parseThread(sched, status));
  }
}

/** Per-core busy share since the last call. */
let last = main ? cores() : [];
function cores() {
  return (read('/proc/stat') ?? '')
    .split('\n')
    .filter((l) => /^cpu\d/.test(l))
    .map((l) => {
      const v = l.split(/\s+/).slice(1).map(Number);
      return { total: v.reduce((a, b) => a + b, 0), idle: v[3] + v[4] };
    });
}
const quarters = [];
function sampleCores() {
  const now = cores();
  quarters.push(now.map((c, i) => 1 - (c.idle - last[i].idle) / Math.max(1, c.total - last[i].total)));
  last = now;
}

/** Runs the command, sampling as it goes, and prints what it saw. */
async function run() {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const find = setInterval(findRenderers, 500);
  const fast = setInterval(sampleRenderers, 50);
  const slow = setInterval(sampleCores, 250);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(find);
  clearInterval(fast);
  clearInterval(slow);

  console.log('\nrenderer  main thread ran ms  runnable, waiting for a CPU ms  waited/ran  voluntary switches  involuntary');
  for (const [pid, r] of [...renderers].filter(([, r]) => r)) {
    console.log(`${pid.padEnd(8)} ${r.ranMs.toFixed(0).padStart(19)} ${r.waitedMs.toFixed(0).padStart(31)} ${(r.waitedMs / r.ranMs).toFixed(2).padStart(11)} ${String(r.voluntary).padStart(19)} ${String(r.involuntary).padStart(12)}`);
  }
  const b = busyQuarters(quarters);
  console.log(`quarter seconds: ${quarters.length}; every core over 90 % busy in ${b.all}, one in ${b.one}, none in ${b.none}`);
  process.exit(code);
}

if (main) await run();
