import type { Page, Route } from '@playwright/test';
import { waitForHydration } from './test.ts';

/**
 * Slows the page's CPU through the DevTools protocol, as a mid-range Android
 * phone is slower than this machine (4 to 6 times): hydration, and every
 * press made again after it, run at a phone's pace.
 */
export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The build's scripts but the boot script, which the HTML runs at once (site/src/boot). */
const isAppScript = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.startsWith('/assets/boot-');

/**
 * Opens `url` and returns as soon as the browser has the page (`commit`),
 * with the app's scripts held back until `startApp()`: the seconds on a
 * slow phone between the prerendered page showing and the app running, made
 * as long as the test needs, so that what it does there is done before the
 * app runs, every time. Locators then wait for the page to show.
 */
export async function openBeforeTheApp(page: Page, url: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(isAppScript, (route) => (holding ? void held.push(route) : route.fallback()));
  await page.goto(url, { waitUntil: 'commit' });
  const release = async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
  return {
    /** Lets the app's scripts through and resolves once the app has hydrated. */
    async startApp() {
      await release();
      await waitForHydration(page, 20_000);
    },
    /** Lets the app's scripts through and returns at once: the app is starting. */
    releaseApp: release,
  };
}

/**
 * The requests the page makes from now on that carry `word` (in the address
 * or the body), and any that is not a GET: what a form sent before the app
 * runs must never make.
 */
export function requestsCarrying(page: Page, word: string): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    const carries = request.url().includes(word) || (request.postData() ?? '').includes(word);
    if (carries || request.method() !== 'GET') found.push(`${request.method()} ${request.url()}`);
  });
  return found;
}
