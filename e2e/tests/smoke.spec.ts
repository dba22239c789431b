import { expect, test, visit } from '../support/test.ts';

test.describe('serving the app from our Caddy build', () => {
  test('/ renders the app', async ({ page, consoleErrors }) => {
    const response = await visit(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByRole('main')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a deep link like /blog/1 loads the app on a fresh page load', async ({ page }) => {
    const response = await visit(page, '/blog/1');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });

  test('an unknown path shows the app 404 page with status 404 and logs the path', async ({ page, consoleErrors }) => {
    const response = await visit(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleErrors.join('\n')).toContain('/no-such-page');
  });

  test('a missing /assets/x.js is a non-HTML 404', async ({ request }) => {
    const response = await request.get('/assets/x.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain('<html');
  });

  test('the route manifest the server reads is the router’s table', async ({ request }) => {
    const response = await request.get('/routes.json');
    expect(response.ok()).toBeTruthy();
    const { routes, integerParams } = await response.json();
    expect(routes).toEqual(expect.arrayContaining(['/', '/blog/:id', '/portfolio/:id', '/admin']));
    expect(integerParams).toEqual({ '/blog/:id': ['id'] });
  });

  test('robots.txt points at a sitemap of the public pages', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://chowkstudio.in/sitemap.xml');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBeTruthy();
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://chowkstudio.in/blog/1</loc>');
    expect(xml).not.toContain('/admin');
  });

  test('the home page preloads both core fonts', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/fraunces-core-wght-[\w-]+\.woff2" crossorigin/);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-core-wght-[\w-]+\.woff2" crossorigin/);
  });

  test('favicon.ico and apple-touch-icon.png are served and linked', async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    const icoBytes = await ico.body();
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2), icoBytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((i) => icoBytes[6 + 16 * i])).toEqual([16, 32, 48]);

    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toBe('image/png');
    const png = await touch.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]); // IHDR width and height

    for (const path of ['/', '/about', '/blog/1', '/admin', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
      expect(html, path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    }
  });

  test('the main script arrives brotli or gzip compressed, as accepted', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const main = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
    const br = await request.get(main, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['vary']).toContain('Accept-Encoding');
    const gz = await request.get(main, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    // Playwright decodes both: the same script either way.
    expect(await br.text()).toBe(await gz.text());
  });
});
