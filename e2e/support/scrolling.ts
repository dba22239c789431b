import type { Page } from '@playwright/test';

/**
 * Records where the page is at each scroll event from now on: a jump passes
 * through no position on the way (a position held by the page before can be
 * cut short by a shorter new page: one more), a smooth scroll through one a frame.
 */
export async function trackScrolling(page: Page) {
  await page.evaluate(async () => {
    // A scroll event comes with the next frame: one for a scroll just made is let pass first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { scrolledTo?: Set<number> };
    if (!w.scrolledTo) window.addEventListener('scroll', () => w.scrolledTo!.add(Math.round(window.scrollY)));
    w.scrolledTo = new Set();
  });
  return () => page.evaluate(() => (window as unknown as { scrolledTo: Set<number> }).scrolledTo.size);
}
