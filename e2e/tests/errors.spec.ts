import { expect, test } from '../support/test.ts';

test("an unknown path: 'Oops! Page not found', a link home, and the path logged to the console", async ({ page, consoleErrors }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

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
