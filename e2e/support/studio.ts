import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrityOf } from '../../site/tooling/page-html.ts';
import { freePorts } from './server.ts';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A private bin/studio for one test, with its admin API on, so it can be reloaded; `settings` adds to its environment. */
export class StudioServer {
  constructor(private readonly settings: Record<string, string> = {}) {}

  private proc?: ChildProcess;
  readonly dir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  port = 0;
  admin = 0;

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private env(siteRoot: string) {
    return {
      ...process.env,
      SITE_ADDRESS: `http://127.0.0.1:${this.port}`,
      SITE_ROOT: siteRoot,
      STUDIO_ADMIN: `127.0.0.1:${this.admin}`,
      XDG_DATA_HOME: path.join(this.dir, 'data'),
      XDG_CONFIG_HOME: path.join(this.dir, 'config'),
      ...this.settings,
    };
  }

  async start(siteRoot: string) {
    [this.port, this.admin] = freePorts(2);
    this.proc = spawn(path.join(repo, 'bin/studio'), ['run', '--config', path.join(repo, 'Caddyfile')], { env: this.env(siteRoot), stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${this.url}/healthz`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('bin/studio did not start');
  }

  /** `studio reload`: the running server picks up a new config (here: a new site root). */
  async reload(siteRoot: string) {
    const child = spawn(path.join(repo, 'bin/studio'), ['reload', '--config', path.join(repo, 'Caddyfile'), '--address', `127.0.0.1:${this.admin}`, '--force'], {
      env: this.env(siteRoot),
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`studio reload exited ${code}`);
  }

  stop() {
    this.proc?.kill('SIGTERM');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Copies a build and gives every JS and CSS file a new content-hashed name,
 * as the next deploy's build would have, rewriting references and the
 * index.html integrity hashes. The old names no longer exist in the copy.
 */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

export function nextBuild(from: string, to: string) {
  // The old build's precompressed copies are left behind: they name old files.
  cpSync(from, to, { recursive: true, filter: (src) => !/\.(br|zst|gz)$/.test(src) });
  const assets = path.join(to, 'assets');
  const renames = readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => [f, f.replace(/\.(js|css)$/, 'N.$1')] as const);
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8');
    for (const [a, b] of renames) text = text.split(a).join(b);
    writeFileSync(file, text);
  };
  for (const [a] of renames) rewrite(path.join(assets, a));
  for (const [a, b] of renames) renameSync(path.join(assets, a), path.join(assets, b));
  // Every page of the build (prerendered pages, shell, 404) names the new chunks and their hashes.
  for (const page of htmlFiles(to)) {
    rewrite(page);
    const html = readFileSync(page, 'utf8').replace(
      /(\b(?:src|href)="(\/assets\/[^"]+)"[^>]*?integrity=)"[^"]+"/g,
      (_, head: string, url: string) => `${head}"${integrityOf(readFileSync(path.join(to, url)))}"`,
    );
    writeFileSync(page, html);
  }
  // Its precompressed copies, as every build gets them (the server never compresses a response itself).
  execFileSync(path.join(repo, 'bin/studio'), ['precompress', to], { stdio: 'ignore' });
  return renames;
}

