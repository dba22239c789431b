import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBuild } from '../support/build.ts';
import { expect, test } from '../support/test.ts';

// What `npx playwright test` says about the build it is about to test
// (support/build.ts). No page: these tests open no browser context.
test.describe('the suite checks the build it tests', () => {
  /** A fake checkout: a Makefile whose build depends on one source, and what the build makes if asked. */
  function checkout({ server = true, site = true, makefile = true } = {}) {
    const repo = mkdtempSync(path.join(tmpdir(), 'studio-checkout-'));
    if (makefile) writeFileSync(path.join(repo, 'Makefile'), 'build: site/dist/index.html\nsite/dist/index.html: src.tsx\n\ttouch $@\n');
    writeFileSync(path.join(repo, 'src.tsx'), '');
    mkdirSync(path.join(repo, 'bin'));
    mkdirSync(path.join(repo, 'site', 'dist'), { recursive: true });
    if (server) writeFileSync(path.join(repo, 'bin', 'studio'), '');
    if (site) writeFileSync(path.join(repo, 'site', 'dist', 'index.html'), '');
    return repo;
  }
  const age = (file: string, secondsAgo: number) => {
    const t = Date.now() / 1000 - secondsAgo;
    utimesSync(file, t, t);
  };

  test('with no server built, the suite names make build', () => {
    const repo = checkout({ server: false });
    const { missing } = checkBuild(repo);
    expect(missing).toMatch(/^Nothing to test: the server \(bin\/studio\) is missing\./);
    expect(missing).toContain('`make build`');
    expect(missing).toContain('E2E_BASE_URL');
  });

  test('with neither server nor site built, it names both', () => {
    expect(checkBuild(checkout({ server: false, site: false })).missing).toMatch(/^Nothing to test: the server \(bin\/studio\) and the built site \(site\/dist\/index.html\) are missing\./);
  });

  test('a build newer than its sources is current; sources edited since make it stale', () => {
    const repo = checkout();
    const [source, built] = [path.join(repo, 'src.tsx'), path.join(repo, 'site', 'dist', 'index.html')];
    age(source, 60);
    expect(checkBuild(repo)).toEqual({ stale: false });
    age(built, 120);
    expect(checkBuild(repo)).toEqual({ stale: true });
  });

  test('with no Makefile to ask, it does not call the build stale', () => {
    expect(checkBuild(checkout({ makefile: false }))).toEqual({ stale: false });
  });
});
