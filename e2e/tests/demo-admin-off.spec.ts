import { repo, StudioServer } from '../support/studio.ts';
import { expect, test } from '../support/test.ts';
import path from 'node:path';

// STUDIO_DEMO_ADMIN=off (docs/operations.md): the demo admin is off the site.
test.describe('with the demo admin turned off', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'starts a server of its own with the setting');
  const server = new StudioServer({ STUDIO_DEMO_ADMIN: 'off' });
  test.beforeAll(() => server.start(path.join(repo, 'site', 'dist')));
  test.afterAll(() => server.stop());

  test("/admin gets the site's not-found page with 404 and the admin's code is never sent", async ({ page }) => {
    // The app, starting on the not-found page at /admin, asks for the
    // admin's chunk (its router still has the route): every answer is a 404.
    const adminCode: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/AdminPage-')) adminCode.push(r.status());
    });
    for (const address of ['/admin', '/admin/', '/ADMIN']) {
      const response = await page.goto(`${server.url}${address}`);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    }
    // eslint-disable-next-line playwright/no-wait-for-timeout -- the app's start after the page showed, which must leave it as it is
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(adminCode.filter((status) => status !== 404)).toEqual([]);
    const adminChunk = (await (await page.request.get(`${server.url}/routes.json`)).json()).demoAdmin.files[0];
    expect(adminChunk).toMatch(/^\/assets\/AdminPage-/);
    expect((await page.request.get(`${server.url}${adminChunk}`)).status()).toBe(404);
  });

  test('the public pages are as they are with it on', async ({ page, request }) => {
    for (const address of ['/', '/about', '/blog/1']) {
      const off = await page.request.get(`${server.url}${address}`);
      const on = await request.get(address);
      expect(off.status(), address).toBe(200);
      expect(await off.text(), address).toBe(await on.text());
    }
  });
});
