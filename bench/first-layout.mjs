// The runner for bench/first-layout.sh: what the style recalcs and layouts
// before a page's first paint cost in a fresh Chromium at a phone's size,
// and how much of that layout is font work (looking fonts up, asking the browser process's
// font service, reading each size's rendering settings) against shaping
// text. Each load is in a browser of its own, as Lighthouse's is, since the
// browser process caches what its font service found. Unthrottled, with more
// tracing than Lighthouse's: read the ratios, not the milliseconds.
//
// Env: URLS (space-separated servers, one per build; first-layout.sh sets
// it, with NAMES), PHOTO_PORT, CHROMIUM_PATH, ROUNDS (default 7), PAGES
// (default "/").
import { launchChromium, PHONE, printComparison } from './browser.mjs';

const urls = process.env.URLS.split(' ');
const names = process.env.NAMES.split(' ');
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PAGES = (process.env.PAGES ?? '/').split(/\s+/).filter(Boolean);

// What the table shows: [label, the trace event whose time inside the first layout is summed].
const FONT_WORK = [
  ['font look-ups', 'FontCache::GetFontPlatformData'],
  ['font service matches', 'FontDataManager::onMatchFamilyStyle'],
  ['font rendering settings', 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'],
  ['text shaping', 'InlineNode::ShapeTextIncludingFirstLine'],
];

/** One cold load: the style recalcs and layouts before its first paint, and the work inside those layouts. */
async function load(url) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(PHONE)).newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts', 'blink', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((painted) => new PerformanceObserver(painted).observe({ type: 'paint', buffered: true })));
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    const before = (name) => events.filter((e) => e.ph === 'X' && e.name === name && e.pid === paint.pid && e.ts < paint.ts);
    const layouts = before('Layout');
    const total = (xs) => xs.reduce((sum, e) => sum + e.dur / 1000, 0);
    const inLayouts = (name) =>
      total(events.filter((e) => e.ph === 'X' && e.name === name && layouts.some((l) => e.tid === l.tid && e.pid === l.pid && e.ts >= l.ts && e.ts + e.dur <= l.ts + l.dur)));
    return {
      'style recalc': total(before('UpdateLayoutTree')),
      layout: total(layouts),
      ...Object.fromEntries(FONT_WORK.map(([label, name]) => [`  ${label}`, inLayouts(name)])),
      'layout objects': Math.max(0, ...layouts.map((l) => l.args.beginData?.totalObjects ?? 0)),
    };
  } finally {
    await browser.close();
  }
}

const samples = {}; // samples[page][build] = [{metric: value}]
for (let round = 0; round < ROUNDS; round++) {
  for (const path of PAGES) {
    for (const [i, url] of urls.entries()) {
      ((samples[path] ??= {})[names[i]] ??= []).push(await load(url + path));
    }
  }
}

const metrics = Object.keys(samples[PAGES[0]][names[0]][0]);
console.log(`\nbefore the first paint: median (fastest–slowest) of ${ROUNDS} fresh loads each at ${PHONE.viewport.width} px, unthrottled, ms (layout objects: the most one layout had)`);
printComparison(
  names,
  PAGES.flatMap((path) => metrics.map((metric) => [path, metric, names.map((n) => samples[path][n].map((s) => s[metric]))])),
);
