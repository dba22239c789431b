import type { Page } from '@playwright/test';
import { loginAsAdmin } from '../support/admin.ts';
import { test } from '../support/test.ts';

/**
 * Not a test: takes screenshots of every page, and of the admin's four tabs
 * after logging in, at phone, tablet and desktop widths (and the first screen
 * of each page on a phone held sideways) so a person can look at them. Run
 * with `SCREENSHOTS=1 npx playwright test --project=screenshots`; files land
 * in e2e/screenshots/out/ (ignored by git). SCREENSHOT_PAGES and
 * SCREENSHOT_WIDTHS (comma-separated) narrow or change the set. Phone pages
 * are cut into screen-high slices so they stay readable.
 */
const pages: [string, string][] = [
  ['home', '/'],
  ['branding', '/branding'],
  ['print', '/print'],
  ['digital', '/digital'],
  ['space-design', '/space-design'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['blog', '/blog'],
  ['post', '/blog/1'],
  ['project', '/portfolio/2'],
  ['not-found', '/no-such-page'],
  ['post-missing', '/blog/999'],
  ['project-missing', '/portfolio/999'],
  ['admin', '/admin'],
];
const only = process.env.SCREENSHOT_PAGES?.split(',');
const chosen = pages.filter(([n]) => !only || only.includes(n));

// SCREENSHOT_WIDTHS=1024,1280 looks at other widths (a tablet held sideways, a small laptop).
const widths = process.env.SCREENSHOT_WIDTHS?.split(',').map(Number) ?? [375, 768, 1440];
const heightAt = (width: number) => ({ 375: 812, 768: 1024, 1024: 768 })[width] ?? 900;

/** The whole page, phone pages cut into screen-high slices. */
async function shoot(page: Page, name: string, width: number) {
  // Scroll through once so lazy images load, then back to the top.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const phone = width < 600;
  const slice = phone ? 1600 : height;
  for (let y = 0, i = 0; y < height; y += slice, i++) {
    await page.screenshot({
      path: `screenshots/out/${name}-${width}${phone ? `-${i}` : ''}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(slice, height - y) },
    });
  }
}

for (const [name, url] of chosen) {
  for (const width of widths) {
    test(`${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: heightAt(width) });
      await page.goto(url);
      await shoot(page, name, width);
    });
  }
}

// A phone held sideways: the first screen of every page, where a layout
// made for upright screens can push what matters below the fold.
for (const [name, url] of chosen) {
  test(`${name} on a phone held sideways (667x375)`, async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/out/${name}-667x375.png` });
  });
}

if (!only || only.includes('admin-tabs')) {
  for (const width of widths) {
    test(`admin tabs at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: heightAt(width) });
      await loginAsAdmin(page);
      for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
        await page.getByRole('tab', { name: tab }).click();
        await shoot(page, `admin-${tab.toLowerCase().replace(/ /g, '-')}`, width);
      }
    });
  }
}
