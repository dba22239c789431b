import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solidPng } from '../support/png.ts';
import { repo } from '../support/studio.ts';
import { expect, test } from '../support/test.ts';

// The publish command as an operator runs it (site/tooling/release.ts; the
// compose host's publish service, make publish on a checkout), against a
// release store of the test's own: what a bad export, a stop and a full
// disk leave, and what a second publish of the same photos costs.

const site = path.join(repo, 'site');
const studio = path.join(repo, 'bin', 'studio');

function newStore() {
  return mkdtempSync(path.join(tmpdir(), 'studio-releases-'));
}

/** The release.ts command line, run to its end; `shell` wraps it (a limit, say). */
function publish(store: string, exportFile?: string, shell = '') {
  const command = `${shell} exec "${process.execPath}" --import tsx tooling/release.ts ${exportFile ? `"${exportFile}"` : ''}`;
  return spawnSync('bash', ['-c', command], { cwd: site, encoding: 'utf8', env: { ...process.env, STUDIO_RELEASES: store, STUDIO_BIN: studio, STUDIO_ADMIN: 'off' }, timeout: 120_000 });
}

const live = (store: string) => (existsSync(path.join(store, 'current')) ? readFileSync(path.join(store, 'current', '.release.json'), 'utf8') : '');
const releases = (store: string) => (existsSync(path.join(store, 'releases')) ? readdirSync(path.join(store, 'releases')).sort() : []);

/** An export of the defaults with a post renamed and, given seeds, that many new photos. */
function exportFile(title: string, photos: number[] = []): string {
  const bundle = JSON.parse(readFileSync(path.join(site, 'published', 'content.json'), 'utf8'));
  bundle.data.posts[0].title = title;
  for (const seed of photos) {
    const png = solidPng(1200, 800, [seed * 40, 90, 160]);
    bundle.data.images.push({ id: `photo-${seed}`, title: `Photo ${seed}`, category: 'general', url: `data:image/png;base64,${png.toString('base64')}`, uploadDate: '2026-12-07' });
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'chowk-cms-2026-12-07.json');
  writeFileSync(file, JSON.stringify(bundle));
  return file;
}

test.describe('the publish command @desktop', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'publishes with bin/studio into a store of its own');
  test.describe.configure({ timeout: 240_000 });

  test('a bad export switches nothing and is said in one line naming the item and the field', () => {
    const store = newStore();
    expect(publish(store).status).toBe(0);
    const [before, kept] = [live(store), releases(store)];
    const bad = exportFile('x');
    const bundle = JSON.parse(readFileSync(bad, 'utf8'));
    bundle.data.posts[1].date = 'someday';
    writeFileSync(bad, JSON.stringify(bundle));
    const run = publish(store, bad);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^publish: .*chowk-cms-2026-12-07\.json: posts\[1\] \(id \d+\), field date: .*\. Nothing was switched\.\n$/);
    expect(live(store)).toBe(before);
    expect(releases(store)).toEqual(kept);
  });

  test('a publish stopped or killed at any point leaves the live release serving, and the next one goes live', async () => {
    const store = newStore();
    expect(publish(store).status).toBe(0);
    const before = live(store);
    const file = exportFile('Stopped and started again', [1]);
    const stopped: number[] = [];
    for (const [signal, delay] of [['SIGTERM', 500], ['SIGKILL', 1500], ['SIGTERM', 3000], ['SIGKILL', 5000], ['SIGKILL', 7000]] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tooling/release.ts', file], { cwd: site, env: { ...process.env, STUDIO_RELEASES: store, STUDIO_BIN: studio, STUDIO_ADMIN: 'off' } });
      stopped.push(child.pid!);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, delay))]);
      child.kill(signal);
      await exited;
      const now = live(store);
      if (now !== before) expect(JSON.parse(now).content, `${signal} after ${delay} ms: the new release, whole`).toMatch(/^chowk-cms-2026-12-07\.json /);
      expect(existsSync(path.join(store, 'current', 'index.html')), `${signal} after ${delay} ms`).toBe(true);
    }
    const next = publish(store, file);
    expect(next.status, next.stderr).toBe(0);
    expect(JSON.parse(live(store)).content).toMatch(/^chowk-cms-2026-12-07\.json /);
    expect(existsSync(path.join(store, '.staging')), 'what the stopped runs left is cleared').toBe(false);
    const left = readdirSync(path.join(site, 'node_modules')).filter((name) => stopped.some((pid) => name.startsWith(`.release-renderer-${pid}-`)));
    expect(left, 'the renderers the stopped runs were building').toEqual([]);
  });

  test('a publish that runs out of disk switches nothing, and the next one goes live', () => {
    const store = newStore();
    expect(publish(store).status).toBe(0);
    const [before, kept] = [live(store), releases(store)];
    const file = exportFile('Written to a full disk', [2, 3]);
    // No file over 100 kB can be written (the app's chunks are larger): a disk that fills during the publish.
    const full = publish(store, file, 'ulimit -f 100;');
    expect(full.status).not.toBe(0);
    expect(live(store)).toBe(before);
    expect(releases(store)).toEqual(kept);
    const next = publish(store, file);
    expect(next.status, next.stderr).toBe(0);
    expect(JSON.parse(live(store)).content).toMatch(/^chowk-cms-2026-12-07\.json /);
  });

  test('the same photos published again are not encoded again', () => {
    const store = newStore();
    const first = publish(store, exportFile('First', [4, 5]));
    expect(first.stdout).toMatch(/^ {2}([1-9]\d*) photo files encoded/m);
    const second = publish(store, exportFile('Second', [4, 5]));
    expect(second.stdout).toContain('  0 photo files encoded');
    expect(releases(store)).toHaveLength(2);
  });
});
