import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repo, StudioServer } from './studio.ts';

/** A published site: where it is served, what the publish printed, and how to put back what was live before. */
export interface PublishedSite {
  url: string;
  published: string;
  close(): void;
}

/**
 * Publishes an admin export and serves it. By default as `make publish`
 * does (site/tooling/release.ts) into a release store of its own, served by
 * a StudioServer. With E2E_OPS, the operator's command (ops/site.sh) against
 * the running container at E2E_BASE_URL: `publish FILE`, and `rollback` to
 * the release that was live when done (docs/operations.md, "Releases").
 */
export async function publishSite(exportFile: string): Promise<PublishedSite> {
  const ops = process.env.E2E_OPS;
  if (ops) {
    const run = (...args: string[]) => execFileSync(ops, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });
    const before = /^\*\s+(\S+)/m.exec(run('releases'))?.[1];
    if (!before) throw new Error(`${ops} releases marks no release live`);
    return { url: process.env.E2E_BASE_URL!, published: run('publish', exportFile), close: () => void run('rollback', before) };
  }
  const store = mkdtempSync(path.join(tmpdir(), 'studio-releases-'));
  const published = execFileSync(process.execPath, ['--import', 'tsx', 'tooling/release.ts', exportFile], {
    cwd: path.join(repo, 'site'),
    encoding: 'utf8',
    env: { ...process.env, STUDIO_RELEASES: store, STUDIO_BIN: path.join(repo, 'bin', 'studio'), STUDIO_ADMIN: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const server = new StudioServer({ STUDIO_RELEASES: store });
  await server.start(path.join(store, 'current'));
  return { url: server.url, published, close: () => server.stop() };
}
