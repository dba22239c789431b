import type { Page } from '@playwright/test';
import { pathsRequested } from '../support/chunks.ts';
import { expect, test, visit } from '../support/test.ts';

/** The blog post page's code, a chunk loaded lazily as its link is followed. */
const blogPostChunk = /\/assets\/BlogPostPage-.*\.js$/;

test("an unknown path shows 'Oops! Page not found' and logs the path", async ({ page, consoleErrors }) => {
  const response = await visit(page, '/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// The server reads an address as the app's router will (spa/internal/route),
// so an address the router calls unknown gets the not-found view from the
// server too, and hydration finds the markup it renders.
const hydrationError = /Minified React error #4(18|19|20|21|22|23|25)|hydrat/i;
const readAsNoPage = [
  { path: '/about%2F', status: 404, heading: 'Oops! Page not found', why: 'an encoded slash' },
  { path: '/about%5C', status: 404, heading: 'Oops! Page not found', why: 'an encoded backslash' },
  { path: '/%2561bout', status: 404, heading: 'Oops! Page not found', why: 'an escaped escape, which the router decodes once' },
  { path: '/caf%E9', status: 404, heading: 'Oops! Page not found', why: 'a link written in Latin-1, not UTF-8' },
  { path: '/about.', status: 404, heading: 'Oops! Page not found', why: "a link that took its sentence's full stop" },
  { path: '/blog/%E0%A4', status: 404, heading: 'Blog Post Not Found', why: 'a post id that is not UTF-8' },
  { path: '/blog/01', status: 404, heading: 'Blog Post Not Found', why: 'a post id with a leading zero' },
  { path: '/portfolio/1%2F', status: 200, heading: 'Project Not Found', why: "a project id holding a slash (any id may be one the owner made, so 200)" },
] as const;
for (const { path, status, heading, why } of readAsNoPage) {
  test(`an address the router matches to no page gets the not-found view from the server: ${why}`, async ({ page, consoleErrors }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(consoleErrors.filter((e) => hydrationError.test(e))).toEqual([]);
  });
}

test('a loose address or a page’s file name redirects to the page’s own address', async ({ page, baseURL, consoleErrors }) => {
  const origin = new URL(baseURL!).origin;
  const cases = [
    { asked: '//about', lands: '/about', heading: /./ },
    { asked: '/blog//1', lands: '/blog/1', heading: 'What a Kala Ghoda street sign taught us about hierarchy' },
    { asked: '/about/index.html?utm_source=card', lands: '/about?utm_source=card', heading: /./ },
    { asked: '/index.html', lands: '/', heading: /./ },
  ];
  for (const { asked, lands, heading } of cases) {
    // Joined by hand: visit(page, '//about') would read it as a host name.
    const response = await visit(page, origin + asked);
    expect(response?.request().redirectedFrom()?.url(), asked).toBe(origin + asked);
    expect(response?.status(), asked).toBe(200);
    expect(page.url()).toBe(origin + lands);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  }
  expect(consoleErrors.filter((e) => hydrationError.test(e))).toEqual([]);
});

// Sized for upright screens, the not-found views ran past a phone held
// sideways: at 667x375 the 404 page's heading began under the screen's bottom
// edge, and the post's and project's way back was below it.
const notices = [
  { path: '/this/does/not/exist', heading: 'Oops! Page not found', back: { role: 'link', name: 'Return to Home' } },
  { path: '/blog/999', heading: 'Blog Post Not Found', back: { role: 'link', name: 'Return to Blog' } },
  { path: '/portfolio/999', heading: 'Project Not Found', back: { role: 'button', name: 'Return to Home' } },
] as const;
for (const [width, height] of [[568, 320], [667, 375], [844, 390]] as const) {
  test(`each not-found view shows its heading and way back on a ${width}x${height} screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const { path, heading, back } of notices) {
      await visit(page, path);
      await page.evaluate(() => document.fonts.ready);
      const header = (await page.getByRole('banner').boundingBox())!;
      for (const part of [page.getByRole('heading', { name: heading }), page.getByRole(back.role, { name: back.name })]) {
        const box = (await part.boundingBox())!;
        expect.soft(box.y, `${path}: ${part} starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
        expect.soft(box.y + box.height, `${path}: ${part} ends on the screen`).toBeLessThanOrEqual(height);
      }
    }
  });
}

/**
 * Opens the blog and follows a post whose code fails to load, for real, on
 * a connection that the browser still calls online.
 * Returns the paths of the documents loaded from the click on.
 */
async function followBrokenPostLink(page: Page): Promise<string[]> {
  await visit(page, '/blog');
  await page.route(blogPostChunk, (route) => route.abort('failed'));
  const documents = pathsRequested(page, 'document');
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
  return documents;
}

test('a page whose code fails to load reloads once onto it, then stays as the server sent it', async ({ page }) => {
  const documents = await followBrokenPostLink(page);
  // First failure: the app loads the page it was going to once (what a redeploy needs)...
  await expect(page).toHaveURL(/\/blog\/1$/);
  // ...and when its code fails again, the prerendered post stays, readable, with no second reload.
  await page.waitForEvent('requestfailed', (r) => blogPostChunk.test(r.url()));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a Kala Ghoda street sign taught us about hierarchy');
  await expect(page.getByText(/Unexpected Application Error|didn’t load/)).toHaveCount(0);
  expect(documents).toEqual(['/blog/1']);
});

/** Follows a post link whose code arrives but is not the page (a broken build): a real error, not a connection's. */
async function followPostLinkToABrokenPage(page: Page) {
  await visit(page, '/blog');
  await page.route(blogPostChunk, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const somethingElse = 1;' }));
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
}

test("a real error in a page shows 'Unexpected Application Error!' with its message", async ({ page }) => {
  await followPostLinkToABrokenPage(page);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('router: features/blog/BlogPostPage.tsx exports no BlogPostPage')).toBeVisible();
});

test("the router error page's Return to Home keeps its edge in forced colours", async ({ page }) => {
  await followPostLinkToABrokenPage(page);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await page.getByRole('link', { name: 'Return to Home' }).evaluate((e) => getComputedStyle(e).borderTopWidth)).toBe('1px');
});
