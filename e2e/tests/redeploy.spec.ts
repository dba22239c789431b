import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathsRequested } from '../support/chunks.ts';
import { nextBuild, repo, StudioServer } from '../support/studio.ts';
import { expect, test, visit } from '../support/test.ts';

test('a redeploy reloads an open tab once onto the new build', async ({ page }) => {
  test.skip(!!process.env.E2E_BASE_URL, 'swaps builds on a server the suite starts itself');
  const server = new StudioServer();
  const oldBuild = path.join(server.dir, 'build-old');
  const newBuild = path.join(server.dir, 'build-new');
  cpSync(path.join(repo, 'site', 'dist'), oldBuild, { recursive: true });
  await server.start(oldBuild);
  try {
    // A visitor opens the site on the old build, without ever loading the admin chunk.
    await visit(page, `${server.url}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Deploy: the new build has new chunk names; the old files are gone.
    const renamed = nextBuild(oldBuild, newBuild);
    expect(renamed.some(([name]) => name.startsWith('AdminPage-'))).toBe(true);
    await server.reload(newBuild);
    rmSync(oldBuild, { recursive: true });

    const documents = pathsRequested(page, 'document');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.history.pushState(null, '', '/admin'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));

    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(documents).toEqual(['/admin']); // exactly one reload, onto the page the visitor wanted
    const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')));
    expect(scripts.every((src) => /N\.js$/.test(src ?? ''))).toBe(true); // running the new build
  } finally {
    server.stop();
  }
});
