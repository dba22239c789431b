// Unit tests for the bench scripts' shared shell helpers (bench/lib.sh), run
// by `make test-tools` with Node's own test runner.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const lib = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib.sh');
const median = (values) =>
  execFileSync('bash', ['-c', 'source "$1"; median', 'bash', lib], { input: values.map((v) => `${v}\n`).join('') }).toString().trim();

test('median of an odd count is the middle value, whatever the order', () => {
  assert.equal(median([138.6, 124.2, 131]), '131');
  assert.equal(median([5]), '5');
});

test('median of an even count is the mean of the two middle values, not the lower one (ROUNDS=2 judges by both runs)', () => {
  assert.equal(median([124.2, 138.6]), '131.4');
  assert.equal(median([1, 100, 2, 50]), '26');
});

test('median sorts numerically, not as text (9 < 10 < 100)', () => {
  assert.equal(median([100, 9, 10]), '10');
});

test('median of nothing prints nothing', () => {
  assert.equal(median([]), '');
});

test('median of an even count stays a plain number past a million (no 1.23e+06)', () => {
  assert.equal(median([1234567, 1234568]), '1234567.5');
});
