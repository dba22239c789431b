import { expect, test } from '../support/test.ts';

test("an unknown path: 'Oops! Page not found', a link home, and the path logged to the console", async ({ page, consoleErrors }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Sized for upright screens, the page ran past a phone held sideways: at
// 667x375 the heading began under the screen's bottom edge, and the way home
// with it.
for (const [width, height] of [[568, 320], [667, 375], [844, 390]] as const) {
  test(`on a screen held sideways (${width}x${height}) the not-found heading and Return to Home are in the first screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/this/does/not/exist');
    await page.evaluate(() => document.fonts.ready);
    const header = (await page.getByRole('banner').boundingBox())!;
    for (const part of [page.getByRole('heading', { name: 'Oops! Page not found' }), page.getByRole('link', { name: 'Return to Home' })]) {
      const box = (await part.boundingBox())!;
      expect.soft(box.y, `${part} starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
      expect.soft(box.y + box.height, `${part} ends on the screen`).toBeLessThanOrEqual(height);
    }
  });
}

test("a router failure shows 'Unexpected Application Error!' with its message, after one reload and no loop", async ({ page }) => {
  await page.goto('/blog');
  // The post page is a lazily loaded chunk: make it fail to load, for real.
  await page.route(/\/assets\/BlogPostPage-.*\.js$/, (route) => route.abort('failed'));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
  // First failure: the app loads the page it was going to once (what a redeploy needs)...
  await expect(page).toHaveURL(/\/blog\/1$/);
  // ...and when that fails too, it shows the error instead of reloading again.
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  expect(documents).toEqual(['/blog/1']);
});
