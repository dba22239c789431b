import { expect, type Locator, type Page } from '@playwright/test';

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
 * checks nothing more and cost the walks a tenth of their CPU.
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

/**
 * WCAG 1.4.12's test spacing, as a reader's own stylesheet (a browser
 * extension, a bookmarklet) sets it: lines 1.5 times the font size, letters
 * 0.12 em apart, words 0.16 em, paragraphs followed by 2 em. Added through
 * the CSSOM, which the page's CSP allows, as a user stylesheet would be; it
 * stays through the app's own navigations, until the next page load.
 */
export function useTextSpacing(page: Page): Promise<void> {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * The texts on screen that a box hiding its overflow cuts off: content lost
 * to the reader, where a scrolling box (overflow auto) would only hide it
 * until scrolled. Left out, as hidden or shortened on purpose: text for
 * screen readers only (clipped to nothing), the carousel's other slides
 * (inert until shown) and a card's description clamped to two lines (the
 * whole text is on the page the card links to).
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const clipped: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode(); t; t = texts.nextNode()) {
      const text = t.textContent!.trim();
      const parent = t.parentElement!;
      if (!text || !parent.checkVisibility({ visibilityProperty: true }) || parent.closest('[inert]')) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      const line = range.getBoundingClientRect();
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clip !== 'auto' || style.clipPath !== 'none' || style.webkitLineClamp !== 'none') break;
        const edge = box.getBoundingClientRect();
        const sideways = hides(style.overflowX) && (line.left < edge.left - 1 || line.right > edge.right + 1);
        const downwards = hides(style.overflowY) && (line.top < edge.top - 1 || line.bottom > edge.bottom + 1);
        if (sideways || downwards) {
          clipped.push(text);
          break;
        }
      }
    }
    return clipped;
  });
}

/** At this width (740 px tall): nothing scrolls sideways and no text is cut off. `where` names the page in a failure. */
export async function expectLayoutHolds(page: Page, where: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  expect(await sidewaysOverflow(page), `${where} at ${width} px: sideways`).toBe(0);
  expect(await clippedTexts(page), `${where} at ${width} px: cut off`).toEqual([]);
}

/**
 * Each of the element's texts (its text nodes, in order), with the top of
 * every line it is on, rounded to CSS px: a text on two lines was broken
 * inside it, and texts on different tops were broken between.
 */
export function linesOfEachText(element: Locator): Promise<[string, number[]][]> {
  return element.evaluate((el) => {
    const texts: [string, number[]][] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(t);
      texts.push([t.textContent!, [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))]]);
    }
    return texts;
  });
}

/** How many lines the element's text is on. */
export async function linesOf(element: Locator): Promise<number> {
  return new Set((await linesOfEachText(element)).flatMap(([, tops]) => tops)).size;
}
