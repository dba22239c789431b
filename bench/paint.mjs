// The runner for bench/paint.sh: loads each page of two servers (BEFORE_URL
// and AFTER_URL: two copies of the build, as paint.sh's COMPARE says) in
// Chromium throttled like Lighthouse's mobile preset, ROUNDS times,
// interleaved, each load in a fresh context (empty cache), and prints the
// medians of the first contentful paint, the largest paint and the moment
// the app has hydrated (its toast region is mounted), with after / before;
// on the home page also the moment its carousel runs (embla has set the
// slides' transform; since the twelfth session its chunk is fetched as the
// page hydrates, so it can run after the app has hydrated); and the
// blocking time, as Lighthouse's total blocking time counts it (each long task
// after the first paint, past its first 50 ms), measured under the same 4×
// slowdown once the main thread has been free of long tasks for a second.
//
// Env: BEFORE_URL, AFTER_URL, PHOTO_PORT, CHROMIUM_PATH (paint.sh sets them),
// ROUNDS (default 5), PAGES (default "/ /about"), RAW=1 (also print every
// sample of the largest paint: it can be bimodal, and a median then hides it).
import { launchChromium, PHONE, PHONE_CPU_SLOWDOWN, printComparison, SLOW_NETWORK } from './browser.mjs';

const builds = { before: process.env.BEFORE_URL, after: process.env.AFTER_URL };
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PAGES = (process.env.PAGES ?? '/ /about').split(/\s+/).filter(Boolean);
const NETWORK = SLOW_NETWORK;
const CPU_SLOWDOWN = PHONE_CPU_SLOWDOWN;

const browser = await launchChromium();

/** One cold load: milliseconds from navigation start to FCP, LCP and hydration. */
async function load(url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window;
    w.longTasks = [];
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' });
    new MutationObserver((_, observer) => {
      if (document.querySelector('section[aria-label^="Notifications"]')) {
        w.hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    new MutationObserver((records, observer) => {
      if (records.some((r) => r.target.closest?.('section[aria-label="Featured work"]') && r.target.style?.transform)) {
        w.carouselAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.hydratedAt !== undefined, null, { timeout: 60_000 });
  const hasCarousel = await page.getByRole('region', { name: 'Featured work' }).count();
  if (hasCarousel) await page.waitForFunction(() => window.carouselAt !== undefined, null, { timeout: 60_000 });
  // The work hydration leaves behind (effects, a second render) runs after
  // it: wait until the main thread has been free of long tasks for a second.
  await page.waitForFunction(
    () => performance.now() - Math.max(window.hydratedAt, window.carouselAt ?? 0, ...window.longTasks.map(([s, d]) => s + d)) > 1000,
    null,
    { timeout: 60_000, polling: 100 },
  );
  const times = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1).startTime;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
          // As Lighthouse's total blocking time: what each long task after the first paint spent over 50 ms.
          const blocking = window.longTasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
          resolve({ fcp, lcp, hydrated: window.hydratedAt, ...(window.carouselAt === undefined ? {} : { carousel: window.carouselAt }), blocking });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return times;
}

const samples = {}; // "page|build|metric" → [ms]
for (let round = 0; round < ROUNDS; round++) {
  for (const path of PAGES) {
    for (const [build, base] of Object.entries(builds)) {
      const t = await load(base + path);
      for (const [metric, ms] of Object.entries(t)) (samples[`${path}|${build}|${metric}`] ??= []).push(ms);
    }
  }
}
await browser.close();

const metrics = { fcp: 'first contentful paint', lcp: 'largest paint', hydrated: 'hydrated', carousel: 'carousel runs', blocking: 'blocking time' };
console.log(`\nmedian (fastest–slowest) of ${ROUNDS} cold loads each, ms; Chromium: ${NETWORK.latency} ms per request, 1.6 Mbps, CPU ${CPU_SLOWDOWN}× slower`);
printComparison(
  ['before', 'after'],
  // (a page without a carousel has no row for it)
  PAGES.flatMap((path) =>
    Object.entries(metrics)
      .filter(([metric]) => samples[`${path}|before|${metric}`] && samples[`${path}|after|${metric}`])
      .map(([metric, label]) => [path, label, [samples[`${path}|before|${metric}`], samples[`${path}|after|${metric}`]]]),
  ),
);
if (process.env.RAW) {
  for (const path of PAGES) {
    for (const build of Object.keys(builds)) console.log(`largest paint, every load: ${path} ${build}: ${samples[`${path}|${build}|lcp`].map(Math.round).join(' ')}`);
  }
}
