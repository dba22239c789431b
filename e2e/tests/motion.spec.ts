import type { Page } from '@playwright/test';
import { loginAsAdmin, toast } from '../support/admin.ts';
import { expect, test, visit } from '../support/test.ts';

// DESIGN.md, Motion: "Short and purposeful (150–250 ms): hover, menu open,
// toast, carousel. Everything honours prefers-reduced-motion." The hero's
// slides are the carousel engine's (duration 25, from the spec) and jump
// under reduced motion (HeroCarousel.test.tsx); these tests read the CSS.

type Motion = { element: string; ms: number };

/**
 * Every element on the page that has a transition or an animation, with its
 * longest duration in ms (Chromium computes durations in seconds). With
 * `skipToasts`, the toasts' own motion is left out: the spec gives the
 * toasts the library's defaults.
 */
function motions(page: Page, skipToasts: boolean): Promise<Motion[]> {
  return page.evaluate((skipToasts) => {
    const longest = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d) * 1000));
    const found: { element: string; ms: number }[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (skipToasts && el.closest('section[aria-label^="Notifications"]')) continue;
      const style = getComputedStyle(el);
      const ms = Math.max(
        style.transitionProperty === 'none' ? 0 : longest(style.transitionDuration),
        style.animationName === 'none' ? 0 : longest(style.animationDuration),
      );
      if (ms === 0) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      found.push({ element: `<${el.tagName.toLowerCase()}> "${name}" .${[...el.classList].slice(0, 4).join('.')}`, ms });
    }
    return found;
  }, skipToasts);
}

const outside = (found: Motion[], low: number, high: number) => found.filter(({ ms }) => ms < low || ms > high);

test('every transition and animation lasts 150–250 ms', async ({ page }) => {
  const seen: Motion[] = [];
  for (const path of ['/', '/branding', '/about', '/contact', '/blog', '/blog/1', '/portfolio/2']) {
    await visit(page, path);
    const found = await motions(page, true);
    expect(outside(found, 150, 250), `${path}: motion outside 150–250 ms`).toEqual([]);
    seen.push(...found);
  }
  // The phone's menu, open.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Branding' })).toBeVisible();
  expect(outside(await motions(page, true), 150, 250), 'the open menu: motion outside 150–250 ms').toEqual([]);
  // The admin's four tabs.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page);
  for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(outside(await motions(page, true), 150, 250), `admin, ${tab}: motion outside 150–250 ms`).toEqual([]);
  }
  // The check saw the cards' hover zoom: it cannot pass on a page with no motion at all.
  expect(seen.some(({ element }) => element.startsWith('<img>'))).toBe(true);
});

test('with reduced motion nothing on the site moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  const home = await motions(page, false);
  expect(home.length, 'the home page has elements with a transition').toBeGreaterThan(0);
  expect(outside(home, 0, 0.01), 'the home page: motion longer than 0.01 ms').toEqual([]);

  // An in-page link: the jump is immediate, not smooth.
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/#contact$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

  await loginAsAdmin(page);
  await expect(toast(page, 'Successfully logged in')).toBeVisible();
  const admin = await motions(page, false);
  expect(
    admin.some(({ element }) => element.startsWith('<li>')),
    'the toast is among the elements checked',
  ).toBe(true);
  expect(outside(admin, 0, 0.01), 'the admin with a toast: motion longer than 0.01 ms').toEqual([]);
});
