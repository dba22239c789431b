// The lock files must install on every developer's platform, not only on the
// one that last ran `npm install`. npm can drop another platform's optional
// binaries from a lock file (Tailwind's oxide and lightningcss builds for
// macOS and Windows) when the registry it reaches does not have that version
// for them: this machine's registry had @tailwindcss/oxide-linux-x64-gnu
// 4.3.5 but not the darwin or win32 builds, and `npm install
// tailwindcss@4.3.5` wrote a lock with which `npm ci` on a Mac installs no
// oxide and the build fails. This checks that every optional dependency a
// locked package declares is locked too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where Node would find `name` from the package installed at `from`: its own node_modules, then each parent's, then the top. */
type Lock = { packages: Record<string, { optionalDependencies?: Record<string, string> }> };

function resolveInLock(packages: Lock['packages'], from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

/** The optional dependencies of locked packages that the lock does not hold. */
function missingOptionals(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(lock.packages, at, name)) missing.push(`${at || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('lock files', () => {
  for (const dir of ['site', 'e2e']) {
    it(`${dir}/package-lock.json locks every platform's optional binaries, so npm ci works on macOS, Windows and Linux`, () => {
      const lock = JSON.parse(readFileSync(path.join(root, dir, 'package-lock.json'), 'utf8'));
      expect(missingOptionals(lock)).toEqual([]);
    });
  }

  it('finds an optional binary the lock dropped (the check can fail)', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@tailwindcss/oxide': {
          optionalDependencies: { '@tailwindcss/oxide-linux-x64-gnu': '4.3.5', '@tailwindcss/oxide-darwin-arm64': '4.3.5' },
        },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': {},
        'node_modules/vite/node_modules/lightningcss': { optionalDependencies: { 'lightningcss-darwin-x64': '1.0.0' } },
        'node_modules/lightningcss-darwin-x64': {},
      },
    };
    expect(missingOptionals(lock)).toEqual(['node_modules/@tailwindcss/oxide → @tailwindcss/oxide-darwin-arm64']);
  });
});
