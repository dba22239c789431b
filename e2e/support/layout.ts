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
