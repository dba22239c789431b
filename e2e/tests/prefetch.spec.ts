import type { Page } from '@playwright/test';
import { pathsRequested } from '../support/chunks.ts';
import { expect, freezeClock, test, visit } from '../support/test.ts';

/** The paths of the scripts the page asks for from now on. */
const scriptsRequested = (page: Page) => pathsRequested(page, 'script');

/**
 * Lets every request the page has started by now reach the test: the
 * browser reports a request as it starts it, in order, before it answers an
 * evaluate sent after. Enough to see that nothing was asked for yet; a fetch
 * that is expected is polled for instead.
 */
const settle = (page: Page) => page.evaluate(() => 0);

const HOVER_MS = 100; // site/src/lib/prefetchOnIntent.ts
const aboutChunk = /^\/assets\/AboutPage-[\w-]+\.js$/;

test.describe('a page’s code loads as the visitor reaches for its link', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });
  const aboutLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true });

  test(`a mouse resting ${HOVER_MS} ms on a nav link loads that page’s code before the click`, async ({ page }) => {
    await visit(page, '/');
    await freezeClock(page);
    const scripts = scriptsRequested(page);
    await aboutLink(page).hover();
    await page.clock.runFor(HOVER_MS - 1);
    await settle(page);
    expect(scripts).toEqual([]);
    await page.clock.runFor(1);
    // Polled: Chromium may start a dynamic import's fetch a task after the
    // timer that asked for it, so one round trip is not always enough (a
    // fresh-clone CI run saw none yet).
    await expect.poll(() => scripts).toEqual([expect.stringMatching(aboutChunk)]);

    await aboutLink(page).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design that earns its place' })).toBeVisible();
    expect(scripts).toHaveLength(1);
  });

  test('with Save-Data a page’s code loads only on click', async ({ page }) => {
    await page.addInitScript(() => {
      // Chromium's NetworkInformation, as Data Saver or a Save-Data setting sets it.
      const connection = (navigator as Navigator & { connection: object }).connection;
      Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
    });
    await visit(page, '/');
    await freezeClock(page);
    const scripts = scriptsRequested(page);
    await aboutLink(page).hover();
    await page.clock.runFor(HOVER_MS * 10);
    await settle(page);
    expect(scripts).toEqual([]);

    await aboutLink(page).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design that earns its place' })).toBeVisible();
    expect(scripts).toEqual([expect.stringMatching(aboutChunk)]);
  });
});

test('@mobile opening the phone menu loads the code of the pages it lists', async ({ page }) => {
  await visit(page, '/');
  const scripts = scriptsRequested(page);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(menu).toBeVisible();
  // The service pages share one module; about, contact and the blog have theirs.
  for (const module of ['ServicePage', 'AboutPage', 'ContactPage', 'BlogPage']) {
    await expect.poll(() => scripts.some((s) => new RegExp(`^/assets/${module}-[\\w-]+\\.js$`).test(s)), module).toBe(true);
  }

  await menu.getByRole('link', { name: 'Contact', exact: true }).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Asked for once, when the menu opened: the tap found it loaded.
  expect(scripts.filter((s) => /^\/assets\/ContactPage-[\w-]+\.js$/.test(s))).toHaveLength(1);
});
