// off-cpu.mjs with a made-up trace:
//   node --test tools/lighthouse/off-cpu.test.mjs   (make test-tools, part of make test)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { offCpu } from './off-cpu.mjs';

const ms = 1000; // trace times are in microseconds
const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
const event = (name, ts, dur, tdur, where = { pid: 1, tid: 10 }) => ({ ph: 'X', name, ts: ts * ms, dur: dur * ms, tdur: tdur * ms, ...where });

function trace() {
  return [
    thread(1, 10, 'CrRendererMain'),
    thread(1, 11, 'Compositor'),
    thread(2, 20, 'CrRendererMain'), // another frame's renderer, with less work
    // The tab's about:blank first, then the page: the window starts at the page's.
    { ph: 'I', name: 'navigationStart', ts: 50 * ms, pid: 1, tid: 10, args: { data: { documentLoaderURL: 'about:blank' } } },
    { ph: 'I', name: 'navigationStart', ts: 100 * ms, pid: 1, tid: 10, args: { data: { documentLoaderURL: 'https://localhost/about' } } },
    event('RunTask', 60, 30, 30), // before the page's navigation: not counted
    // A 40 ms task that ran 15: 20 of its 25 ms of waiting inside the context's creation.
    event('RunTask', 100, 40, 15),
    event('ThreadControllerImpl::RunTask', 100, 40, 15), // the same task, as the scheduler names it
    event('LocalWindowProxy::Initialize', 105, 25, 5),
    event('V8.DeserializeContext', 106, 3, 3),
    // A short task that waited nothing.
    event('RunTask', 200, 5, 5),
    // A 20 ms task, 10 of it waiting in layout.
    event('RunTask', 300, 20, 10),
    event('Layout', 302, 15, 5),
    // After the window: not counted.
    event('RunTask', 100 + 3000, 50, 1),
    // Other threads: not the page's main thread.
    event('RunTask', 120, 30, 1, { pid: 1, tid: 11 }),
    event('RunTask', 130, 10, 10, { pid: 2, tid: 20 }),
  ];
}

test('sums the renderer main thread’s top-level tasks, wall against CPU, once each', () => {
  const r = offCpu(trace());
  assert.equal(r.tasks, 3);
  assert.equal(r.wallMs, 65);
  assert.equal(r.threadMs, 30);
});

test('the tasks that block at 4x (12.5 ms and over) are counted apart', () => {
  const r = offCpu(trace());
  assert.equal(r.long, 2);
  assert.equal(r.longWallMs, 60);
  assert.equal(r.longThreadMs, 25);
});

test('counts blocking at 4x (a task’s time times 4, less 50 ms) by wall time and by CPU time', () => {
  const r = offCpu(trace());
  assert.equal(r.blockingByWallMs, 4 * 40 - 50 + (4 * 20 - 50)); // the 5 ms task blocks nothing
  assert.equal(r.blockingByCpuMs, 4 * 15 - 50); // the 20 ms task ran 10: under 12.5, nothing
});

test('names the innermost event the waiting happened in', () => {
  const r = offCpu(trace());
  assert.deepEqual(r.waitedIn, [
    ['LocalWindowProxy::Initialize', 20],
    ['Layout', 10],
  ]);
});

test('a window shorter than the load leaves out what comes after it', () => {
  const r = offCpu(trace(), { windowMs: 50 });
  assert.equal(r.tasks, 1);
  assert.equal(r.wallMs, 40);
});
