// The runner for bench/section-photos.sh: the stock photos fetched within
// SETTLE ms (default 3000) of arriving at /#contact, opened directly or by
// the footer's Contact link from /about (the app's own navigation), in a
// fresh context each, on a phone and a desktop; for the build as it is and
// for the copy with smooth scrolling everywhere. Prints the counts, the
// ratio, and where the page came to rest (the same in both: only the way
// there differs). No throttling: what is counted is which photos are asked
// for, not how fast they come.
//
// Env: BUILT_URL, EVERYWHERE_URL, PHOTO_PORT, CHROMIUM_PATH (section-photos.sh sets them), SETTLE.
import { setTimeout as sleep } from 'node:timers/promises';
import { devices, launchChromium } from './browser.mjs';

const SETTLE = Number(process.env.SETTLE ?? 3000);
const builds = { built: process.env.BUILT_URL, everywhere: process.env.EVERYWHERE_URL };
const visitors = {
  phone: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
  desktop: { viewport: { width: 1440, height: 900 } },
};
const ways = ['opened at /#contact', 'footer link from /about'];

const browser = await launchChromium();

async function photosFetched(site, options, way) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const photos = new Set();
  const count = () => page.on('request', (r) => r.url().startsWith('https://images.unsplash.com/') && photos.add(r.url()));
  if (way === ways[0]) {
    count();
    await page.goto(`${site}/#contact`);
  } else {
    await page.goto(`${site}/about`);
    await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' }); // hydrated
    await sleep(1000); // its own photos have come
    count();
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Contact' }).dispatchEvent('click');
  }
  await sleep(SETTLE);
  const restedAt = await page.evaluate(() => Math.round(window.scrollY));
  await context.close();
  return { photos: photos.size, restedAt };
}

console.log('arriving at /#contact                  as built   smooth everywhere   built / everywhere   rested at (both)');
for (const [who, options] of Object.entries(visitors)) {
  for (const way of ways) {
    const built = await photosFetched(builds.built, options, way);
    const everywhere = await photosFetched(builds.everywhere, options, way);
    const rested = built.restedAt === everywhere.restedAt ? `${built.restedAt}` : `${built.restedAt} / ${everywhere.restedAt} (differ)`;
    console.log(
      `${`${who}, ${way}`.padEnd(38)} ${String(built.photos).padStart(8)}   ${String(everywhere.photos).padStart(17)}   ${(built.photos / everywhere.photos).toFixed(2).padStart(18)}   ${rested}`,
    );
  }
}
await browser.close();
