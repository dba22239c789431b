import type { Page } from '@playwright/test';
import { blockChunk, chunks, pathsRequested } from '../support/chunks.ts';
import { slowCpu } from '../support/slow-phone.ts';
import { expect, test, visit, waitForHydration } from '../support/test.ts';

// A visitor on a train: the page arrived, then the connection dropped. What
// the page already has keeps working; what it still needs from the network
// says so in the site's own words, inside the site, and arrives by itself
// when the connection is back (site/src/lib/loadPageAgain.ts).

const notice = (page: Page) => page.getByRole('heading', { level: 1, name: 'This page didn’t load' });

/** Opens the blog, goes offline, and taps the first post's Read more: the post page's code was never loaded. */
async function followAPostOffline(page: Page) {
  await visit(page, '/blog');
  await page.context().setOffline(true);
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).tap();
}

test.describe('offline, on a slow phone @mobile', () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test('a link to a page whose code never loaded keeps the header and footer and says the page did not load', async ({ page }) => {
    await followAPostOffline(page);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText('Your connection dropped before the page could arrive. It will open by itself as soon as you’re back online.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Chowk Design Studio, home/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByText(/Unexpected Application Error|Failed to fetch/)).toHaveCount(0);
  });

  test('that page loads by itself once the connection is back', async ({ page }) => {
    await followAPostOffline(page);
    await expect(notice(page)).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'What a Kala Ghoda street sign taught us about hierarchy' })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await waitForHydration(page, 20_000);
  });

  test('Try again while still offline says so, and stays on the site', async ({ page }) => {
    await followAPostOffline(page);
    const documents = pathsRequested(page, 'document');
    await page.getByRole('button', { name: 'Try again' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Still no connection' })).toHaveText('Still no connection. This page will load as soon as you’re back online.');
    await expect(notice(page)).toBeVisible();
    expect(documents, 'no page load while offline: it would show the browser’s own offline page').toEqual([]);
  });

  test("a page whose scripts cannot load as it starts stays as it was served, and runs once the connection is back", async ({ page }) => {
    // Every script but the boot script, which the HTML runs at once: the app's, React's, the page's own code.
    const appScript = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.startsWith('/assets/boot-');
    await page.route(appScript, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (r) => appScript(new URL(r.url())));
    await page.goto('/about', { waitUntil: 'commit' });
    await failed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design that earns its place');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.unroute(appScript);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await waitForHydration(page, 20_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design that earns its place');
  });
});

test('a stored post whose sanitizer could not load says so, and shows its text once the connection is back', async ({ page }) => {
  const unblock = await blockChunk(page, chunks.sanitizer);
  await page.addInitScript(() => {
    const post = { id: 9, title: 'Written offline', excerpt: 'x', content: '<p>Stored text.</p>', date: '2026-11-22', author: 'Owner', image: '', category: 'Branding' };
    localStorage.setItem('blog-posts', JSON.stringify([post]));
  });
  await visit(page, '/blog/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Written offline');
  await expect(page.getByRole('alert').filter({ hasText: 'didn’t arrive' })).toHaveText('This post’s text didn’t arrive: the connection dropped. It will appear by itself as soon as you’re back online.');
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await unblock();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByText('Stored text.')).toBeVisible();
});
