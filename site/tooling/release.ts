// The one way the site goes live (docs/operations.md, "Releases"), on the
// compose host (`docker compose run --rm -T publish < export.json`, the
// publish service) and on a checkout (`make publish FILE=...`, `make run`):
//
//   release.ts <export.json | ->   the export's content goes live (a publish)
//   release.ts                     the live content, built with this code,
//                                  goes live if the store lacks that site (a deploy)
//
// The content comes from the live release (what it was built from, kept
// with it), or is the site's defaults (site/published/) in a store with
// none. An export is applied to it by every rule of tooling/publish.ts; a
// bad one changes nothing and gets one line. The site is then built (the
// client, the renderer, every page), precompressed, and added to the
// release store STUDIO_RELEASES by `studio release add` (STUDIO_BIN), which
// switches the server (STUDIO_ADMIN) to it. A stop at any point switches
// nothing: the work folder is temporary, and the store is changed only by
// its own all-or-nothing add.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { checkExportSize, publish, PublishError } from './publish.ts';
import { CONTENT_FILE, MEDIA_DIR, PUBLISHED_DIR, SITE_DIR } from './published-content.ts';

const store = process.env.STUDIO_RELEASES;
const studio = process.env.STUDIO_BIN || 'studio';
const exportFile = process.argv[2];
/** The site built from the defaults with this code (make build, the image's build), used as it is when the content is the defaults. */
const PREBUILT = process.env.STUDIO_PREBUILT_SITE || path.join(SITE_DIR, 'dist');

const fail = (why: string): never => {
  console.error(`publish: ${exportFile ?? 'deploy'}: ${why.replace(/\s+/g, ' ').trim()}. Nothing was switched.`);
  process.exit(1);
};
if (!store) fail('STUDIO_RELEASES names no release store');

/** Clears what a run that was killed left in dir: the folders named prefix-<its pid>-, if that process is gone. */
function clearLeftovers(dir: string, prefix: string) {
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const pid = Number(name.startsWith(prefix) && name.slice(prefix.length).split('-')[0]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0); // still running: its own
    } catch {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}
const WORK_PREFIX = 'studio-release-';
const RENDERER_PREFIX = '.release-renderer-';
clearLeftovers(tmpdir(), WORK_PREFIX);
clearLeftovers(path.join(SITE_DIR, 'node_modules'), RENDERER_PREFIX);
const work = mkdtempSync(path.join(tmpdir(), `${WORK_PREFIX}${process.pid}-`));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    rmSync(work, { recursive: true, force: true });
    fail(`stopped by ${signal}`);
  });
}

/** A digest of a content folder: its content file and its media's names (each named by its own hash). */
function contentDigest(dir: string): string {
  const hash = createHash('sha256').update(readFileSync(path.join(dir, CONTENT_FILE)));
  const media = path.join(dir, MEDIA_DIR);
  if (existsSync(media)) hash.update(readdirSync(media).sort().join('\n'));
  return hash.digest('hex').slice(0, 12);
}

/** Standard input whole, pipe or socket alike (a container's is non-blocking: no readFileSync(0)). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function run(command: string, args: string[], env: Record<string, string> = {}): string {
  const done = spawnSync(command, args, { cwd: SITE_DIR, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (done.status !== 0) throw new Error(`${path.basename(command)} ${args[0]}: ${(done.stderr || done.stdout || String(done.error)).trim().split('\n').slice(-3).join(' ')}`);
  return done.stdout;
}

const started = performance.now();
try {
  const live = path.join(store!, 'current', '.content');
  const content = path.join(work, 'content');
  cpSync(existsSync(live) ? live : PUBLISHED_DIR, content, { recursive: true });
  // A release's files are read-only; the copy is the publish's to change.
  for (const name of readdirSync(content, { recursive: true, encoding: 'utf8' })) chmodSync(path.join(content, name), 0o755);
  let label = existsSync(live) ? 'the live content' : 'the defaults';
  if (exportFile) {
    const text = exportFile === '-' ? await readStdin() : readFileSync(exportFile, 'utf8');
    checkExportSize(Buffer.byteLength(text));
    process.env.STUDIO_MEDIA_CACHE ??= path.join(store!, '.media-cache');
    const plan = await publish(text, content);
    console.log(`published ${exportFile === '-' ? 'the export from standard input' : exportFile}:`);
    for (const line of plan.changes) console.log(`  ${line}`);
    console.log(`  ${plan.encoded ?? 0} photo files encoded (the rest published or cached already)`);
    label = exportFile === '-' ? `the export of ${(JSON.parse(text) as { exportedAt?: string }).exportedAt ?? 'standard input'}` : path.basename(exportFile);
  }
  const digest = contentDigest(content);
  let site = PREBUILT;
  if (digest !== contentDigest(PUBLISHED_DIR) || !existsSync(path.join(PREBUILT, 'routes.json'))) {
    // The build's steps but its type check, with the content read from the work folder.
    site = path.join(work, 'dist');
    // Where the renderer's imports resolve (site/node_modules), as publish's check builds it.
    const renderer = mkdtempSync(path.join(SITE_DIR, 'node_modules', `${RENDERER_PREFIX}${process.pid}-`));
    const env = { STUDIO_PUBLISHED_DIR: content };
    process.env.STUDIO_PUBLISHED_DIR = content;
    await build({ root: SITE_DIR, logLevel: 'warn', build: { outDir: site, emptyOutDir: true } });
    try {
      await build({ root: SITE_DIR, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: renderer, emptyOutDir: true } });
      run(process.execPath, ['--import', 'tsx', 'tooling/prerender.ts', site, renderer], env);
    } finally {
      rmSync(renderer, { recursive: true, force: true });
    }
    rmSync(path.join(site, '.vite'), { recursive: true, force: true });
    run(studio, ['precompress', site]);
  }
  const switchFlag = exportFile ? '--switch' : '--switch-if-new';
  process.stdout.write(run(studio, ['release', 'add', site, '--store', store!, '--content-dir', content, '--content', `${label} ${digest}`, switchFlag]));
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  rmSync(work, { recursive: true, force: true });
  const { code, path: missing } = (error ?? {}) as { code?: string; path?: string };
  if (code === 'ENOENT' && missing === exportFile) fail('no such file');
  fail(error instanceof PublishError ? error.message : `could not publish (${error instanceof Error ? error.message : String(error)})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
