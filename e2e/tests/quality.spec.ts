import { expect, STOCK_PHOTO_HOST, test } from '../support/test.ts';

// Every image's size, alt text, lazy loading and srcset: checked on every
// public page by the hydration walks in prerender.spec.ts (support/images.ts).

test('a photo that fails to load leaves a neutral block, never a broken image', async ({ page, context }) => {
  await context.route(STOCK_PHOTO_HOST, (route) => route.abort('failed'));
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.locator('img')).toHaveCount(0);
  await expect(team.getByText('Portrait of Anaya Kulkarni')).toHaveCount(1); // the alt text stays for screen readers
  await expect(team.getByText('AK', { exact: true })).toBeVisible();
});

test('fonts: self-hosted with font-display swap and metric-matched local fallbacks; a default page fetches only the two core font files; a stored ë or Å fetches the rest of Latin and is set in the site’s typefaces', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/blog');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.map((f) => f.replace('/assets/', '').replace(/-wght-.*$/, '')).sort()).toEqual(['fraunces-core', 'inter-core']);
  // Self-hosted, and text shows at once in a fallback font while a face
  // loads: a local font sized to the web font's metrics (fonts.spec.ts).
  const faces = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), display: f.display })));
  const web = faces.filter((f) => !/ Fallback: /.test(f.family));
  expect(new Set(web.map((f) => f.family))).toEqual(new Set(['Fraunces Variable', 'Inter Variable']));
  expect(web.filter((f) => f.display !== 'swap')).toEqual([]);
  const fallbacks = faces.filter((f) => / Fallback: /.test(f.family)).map((f) => f.family.split(' Fallback: ')[0]);
  expect(new Set(fallbacks)).toEqual(new Set(['Fraunces Variable', 'Inter Variable']));

  fonts.length = 0;
  await page.addInitScript(() =>
    localStorage.setItem(
      'blog-posts',
      JSON.stringify([{ id: 1, title: 'Notes from Ångström Studio', excerpt: 'A visit with Zoë', date: '2026-11-01', author: 'Zoë Müller', image: 'https://images.unsplash.com/photo-1?w=800', category: 'Branding' }]),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notes from Ångström Studio' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => /\/fraunces-latin-rest-wght-/.test(f)), fonts.join()).toBe(true);
  expect(fonts.some((f) => /\/inter-latin-rest-wght-/.test(f)), fonts.join()).toBe(true);
  const setInSiteFonts = await page.evaluate(() => [
    document.fonts.check('600 24px "Fraunces Variable"', 'Ångström'),
    document.fonts.check('400 16px "Inter Variable"', 'Zoë Müller'),
  ]);
  expect(setInSiteFonts).toEqual([true, true]);
});
