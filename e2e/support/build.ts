import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The suite tests the build (bin/studio serving site/dist), not the sources:
 * with no build its servers cannot start, and with an old one it tests an old
 * site. `make build` makes both; `make test` runs it first.
 */
export type BuildCheck = {
  /** What is missing and what to run, when the suite cannot start. */
  missing?: string;
  /** True when make says the build is older than its sources. */
  stale: boolean;
};

export function checkBuild(repo: string): BuildCheck {
  const lacking = [
    ['bin/studio', 'the server'],
    ['site/dist/index.html', 'the built site'],
  ].filter(([file]) => !existsSync(path.join(repo, file)));
  if (lacking.length > 0) {
    const what = lacking.map(([file, name]) => `${name} (${file})`).join(' and ');
    return {
      missing: `Nothing to test: ${what} ${lacking.length > 1 ? 'are' : 'is'} missing. Run \`make build\` in ${repo} first, or set E2E_BASE_URL to test a server that is already running.`,
      stale: false,
    };
  }
  // Make already knows what the build depends on: ask it (-q: exit 1 when
  // something would be rebuilt). No make, or no Makefile: nothing to say.
  const make = spawnSync('make', ['-q', '-C', repo, 'build'], { stdio: 'ignore', timeout: 10_000 });
  return { stale: make.status === 1 };
}

export const STALE_BUILD_WARNING = 'The build is older than its sources: these tests run against the old site. Run `make build` first (`make test-e2e` does).';
