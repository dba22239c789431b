// renderer-wait.mjs's readings, from made-up /proc text:
//   node --test tools/lighthouse/renderer-wait.test.mjs   (make test-tools, part of make test)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { busyQuarters, parseThread } from './renderer-wait.mjs';

test('reads a thread’s run time and run-queue wait (ns) and its voluntary and involuntary switches', () => {
  const status = 'Name:\tchromium\nvoluntary_ctxt_switches:\t75\nnonvoluntary_ctxt_switches:\t654\n';
  assert.deepEqual(parseThread('1191000000 268000000 720\n', status), { ranMs: 1191, waitedMs: 268, voluntary: 75, involuntary: 654 });
});

test('counts the quarter seconds with every core, exactly one, or none over 90 % busy', () => {
  const quarters = [
    [0.95, 0.99],
    [0.95, 0.2],
    [0.1, 0.92],
    [0.5, 0.9], // 90 % is not over it
    [0, 0],
  ];
  assert.deepEqual(busyQuarters(quarters), { all: 1, one: 2, none: 2 });
});
