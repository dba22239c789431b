import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repo } from './studio.ts';

/**
 * Publishes an admin export as `make publish` does (site/tooling/release.ts,
 * docs/operations.md), into a release store of its own: checked, built with
 * this code and made the store's live release. Returns the store, for a
 * StudioServer with STUDIO_RELEASES, the live release's folder, and what
 * the publish printed.
 */
export function publishToNewStore(exportFile: string): { store: string; dist: string; published: string } {
  const store = mkdtempSync(path.join(tmpdir(), 'studio-releases-'));
  const published = execFileSync(process.execPath, ['--import', 'tsx', 'tooling/release.ts', exportFile], {
    cwd: path.join(repo, 'site'),
    encoding: 'utf8',
    env: { ...process.env, STUDIO_RELEASES: store, STUDIO_BIN: path.join(repo, 'bin', 'studio'), STUDIO_ADMIN: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { store, dist: path.join(store, 'current'), published };
}
