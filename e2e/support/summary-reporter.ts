import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';

/** Characters of one failure's error kept on its one line. */
const MAX_ERROR = 400;

/**
 * The run's last words, where a CI log is read from: how many tests were
 * skipped and why (against a container, the tests that need the server the
 * suite starts itself), then one line per failed test, its error folded onto
 * it (`- Expected [] + Received [ "/blog/1", ]`). The list reporter prints
 * each failure in full, but its assertion and received value scroll out of
 * sight under the screenshot's path and the summary.
 */
export default class SummaryReporter implements Reporter {
  /** Each failed run of a test; with retries, a test can fail and then pass (flaky). */
  private failures: { test: TestCase; result: TestResult }[] = [];
  /** Skipped tests by the reason they give. */
  private skips = new Map<string, number>();

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') {
      const reason = result.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
      this.skips.set(reason, (this.skips.get(reason) ?? 0) + 1);
    } else if (result.status !== test.expectedStatus) {
      this.failures.push({ test, result });
    }
  }

  onEnd() {
    if (this.skips.size) {
      console.log(`\nSkipped, by reason:`);
      for (const [reason, count] of this.skips) console.log(`  ${count} × ${reason}`);
    }
    if (!this.failures.length) return;
    console.log(`\nFailed, each on one line (the full errors are above):`);
    for (const { test, result } of this.failures) {
      const project = test.parent.project()?.name;
      const where = `${path.basename(test.location.file)}:${test.location.line}`;
      const flaky = test.outcome() === 'flaky' ? ' (passed on a retry)' : '';
      const error = oneLine(result.errors.map((e) => e.message ?? e.value ?? '').join(' '));
      console.log(`  ${project ? `[${project}] ` : ''}${where} ${test.title}${flaky}\n    ${error || result.status}`);
    }
  }
}

/** An error message without its colours, its whitespace folded, cut at MAX_ERROR characters. */
export function oneLine(message: string): string {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > MAX_ERROR ? `${plain.slice(0, MAX_ERROR - 1)}…` : plain;
}
