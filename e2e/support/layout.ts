import type { Page } from '@playwright/test';

/**
 * How far the page reaches past the screen sideways, in CSS px (0 when it
 * fits). Measured against the layout viewport (the root's clientWidth): a
 * phone browser zooms out to fit a page that overflows, which widens
 * window.innerWidth with it, so innerWidth would hide the overflow.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes (Playwright's boundingBox) share no area: touching edges count as apart. */
export function apart(a: Box, b: Box): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

/**
 * Scrolls the page to its end one screen at a time, each step instant and
 * painted, so every lazy image on the way starts loading, as for a visitor
 * reading down the page. One jump to the end would start only the last
 * screens' photos; a smooth scroll would paint every frame of the way, which
 * checks nothing more and cost the walks a tenth of their CPU
 * (docs/performance.md, section 5).
 */
export function scrollThroughPage(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = window.innerHeight; ; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight) return;
    }
  });
}
