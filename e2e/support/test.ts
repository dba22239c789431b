import { test as base, expect, type Page } from '@playwright/test';

export const STOCK_PHOTO_HOST = /^https:\/\/images\.unsplash\.com\//;

type Fixtures = {
  /** Console errors the page printed, for tests that assert there were none. */
  consoleErrors: string[];
};

/**
 * The suite never touches the internet: the browser resolves no host name
 * but localhost (and an E2E_BASE_URL's host), and the stock-photo host's to
 * the suite's own stand-in (photoHostArgs in support/photo-host.mjs). No
 * request routing by default: a test routes only what it wants answered
 * differently.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
  },
});

export { expect };

/**
 * Opens `url` as a visitor does: navigates, then waits until the app has
 * hydrated. A prerendered page is visible before React runs it, and a click
 * that lands before then does nothing, as a visitor's first tap effectively
 * waits. A response that is not a page of the app (a plain-text 404, the
 * router's error page, which has no layout) is returned once it has loaded.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await waitForHydration(page).catch(() => {});
  }
  return response;
}

/** Resolves once the app has hydrated: the layout mounts its toast region right after. */
export async function waitForHydration(page: Page, timeout = 5_000) {
  await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached', timeout });
}

/**
 * Stops the page's clock (after page.clock.install() and a navigation), so
 * timers fire only when a test advances time with page.clock.runFor(). With
 * the clock left running, a slow machine could let a 4 s toast expire
 * between two assertions. It stops `ahead` ms after the page's time now,
 * firing the timers due by then.
 *
 * Playwright has only pauseAt(time), which throws "Cannot fast-forward to
 * the past" if the page's clock has passed `time` by the time the call
 * reaches the page (a context-wide init script first, then the page): on a
 * busy machine the call can arrive late, as it did once in CI with a 1 ms
 * lead. A late call pauses the clock before it throws, so the page's time
 * then stands still, and a second call from that time cannot be late.
 */
export async function freezeClock(page: Page, ahead = 1000) {
  const pauseAhead = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
  try {
    await pauseAhead();
  } catch (error) {
    if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    await pauseAhead();
  }
}
