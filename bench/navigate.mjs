// The runner for bench/navigate.sh: how long a click on a nav link takes to
// show the next page, with the page's code loaded as the visitor reaches for
// the link (src/app/prefetchOnIntent.ts, as built) and without (the same
// build told the visitor saves data, Save-Data, which turns the prefetch off).
//
// Two visitors, each on a link throttled like Lighthouse's mobile preset
// (150 ms per request, 1.6 Mbps):
// - desktop: a mouse that rests on the link HOVER_TO_CLICK ms before it
//   clicks (default 365: instant.page's figures, a click comes on average
//   300 ms after the first 65 ms of hovering);
// - phone (Moto G4, CPU 4× slower): opens the menu, then a finger touches
//   the link as soon as it shows (a person would read the menu first) and
//   lifts TOUCH_TO_CLICK ms later (default 90, the same source's average
//   from touchstart to the click).
// Each round loads / in a fresh context (empty cache) per visitor and mode,
// then follows the nav to About, Blog, Contact and Branding; a navigation
// takes from the click event to the frame after the new page's heading is in
// the document. Prints medians (fastest–slowest) and prefetch / none.
//
// Env: SITE_URL, PHOTO_PORT, CHROMIUM_PATH (navigate.sh sets them), ROUNDS
// (default 5), HOVER_TO_CLICK, TOUCH_TO_CLICK.
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium, median, medianAndSpread, PHONE, PHONE_CPU_SLOWDOWN, SLOW_NETWORK } from './browser.mjs';

const SITE = process.env.SITE_URL;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const HOVER_TO_CLICK = Number(process.env.HOVER_TO_CLICK ?? 365);
const TOUCH_TO_CLICK = Number(process.env.TOUCH_TO_CLICK ?? 90);
const NETWORK = SLOW_NETWORK;
const LINKS = ['About', 'Blog', 'Contact', 'Branding'];

const visitors = {
  desktop: { context: { viewport: { width: 1440, height: 900 } }, cpu: 1 },
  phone: { context: PHONE, cpu: PHONE_CPU_SLOWDOWN },
};
const modes = ['prefetch', 'none'];

const browser = await launchChromium();

/** Resolves, in the page, to the ms from the next click to the frame after a new h1 is in the document. */
function armTimer(page) {
  return page.evaluate(() => {
    const w = window;
    const old = document.querySelector('h1');
    w.navTime = new Promise((resolve) => {
      let clickAt;
      document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('h1');
        if (clickAt === undefined || !h1 || h1 === old) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickAt));
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

/** One visit: / cold, then each nav link in turn; the ms each navigation took. */
async function visit(who, mode) {
  const { context: options, cpu } = visitors[who];
  const context = await browser.newContext(options);
  if (mode === 'none') {
    await context.addInitScript(() => Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true }));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached', timeout: 60_000 });

  const times = {};
  for (const name of LINKS) {
    let link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
    if (who === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      link = page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name, exact: true });
    }
    await link.waitFor({ state: 'visible' });
    await armTimer(page);
    const box = await link.boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (who === 'desktop') {
      await page.mouse.move(x, y);
      await sleep(HOVER_TO_CLICK);
      await page.mouse.down();
      await page.mouse.up();
    } else {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await sleep(TOUCH_TO_CLICK);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    times[name] = await page.evaluate(() => window.navTime);
    if (who === 'desktop') await page.mouse.move(0, 0); // off the nav, as a reader's pointer goes
  }
  await context.close();
  return times;
}

const samples = {}; // "visitor|link|mode" → [ms]
for (let round = 0; round < ROUNDS; round++) {
  for (const who of Object.keys(visitors)) {
    for (const mode of round % 2 ? [...modes].reverse() : modes) {
      const times = await visit(who, mode);
      for (const [link, ms] of Object.entries(times)) (samples[`${who}|${link}|${mode}`] ??= []).push(ms);
    }
  }
}
await browser.close();

const cell = (xs) => medianAndSpread(xs).padStart(20);
console.log(
  `\nclick to next page, ms: median (fastest–slowest) of ${ROUNDS}; ${NETWORK.latency} ms per request, 1.6 Mbps; ` +
    `desktop hovers ${HOVER_TO_CLICK} ms, phone touches ${TOUCH_TO_CLICK} ms (CPU 4× slower)`,
);
console.log(`${'visitor'.padEnd(9)}${'link'.padEnd(10)}${'prefetch'.padStart(20)}${'none (Save-Data)'.padStart(20)}${'prefetch / none'.padStart(17)}`);
for (const who of Object.keys(visitors)) {
  for (const link of LINKS) {
    const p = samples[`${who}|${link}|prefetch`];
    const n = samples[`${who}|${link}|none`];
    console.log(`${who.padEnd(9)}${link.padEnd(10)}${cell(p)}${cell(n)}${(median(p) / median(n)).toFixed(2).padStart(16)}×`);
  }
}
