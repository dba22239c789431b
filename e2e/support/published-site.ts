import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repo } from './studio.ts';

/**
 * Publishes an admin export into a copy of the site and builds it, as ops
 * would after `make publish` (docs/operations.md), without touching the
 * repository: the copy shares its node_modules. Returns the built site's
 * folder, for a StudioServer, and what `make publish` printed.
 */
export function buildPublishedSite(exportFile: string): { dist: string; published: string } {
  const site = path.join(mkdtempSync(path.join(tmpdir(), 'studio-published-')), 'site');
  const skip = new Set(['node_modules', 'dist', '.prerender']);
  cpSync(path.join(repo, 'site'), site, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  symlinkSync(path.join(repo, 'site', 'node_modules'), path.join(site, 'node_modules'));
  const run = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  const published = run('node', '--import', 'tsx', 'tooling/publish-command.ts', exportFile);
  // npm run build's steps but its type check, which this copy needs no second time.
  run('node', '--import', 'tsx', 'tooling/build-fonts.ts');
  run('npx', 'vite', 'build', '--logLevel', 'warn');
  run('npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '.prerender', '--logLevel', 'warn');
  run('node', '--import', 'tsx', 'tooling/prerender.ts');
  return { dist: path.join(site, 'dist'), published };
}
