import { expect, type Page } from '@playwright/test';
import { STOCK_PHOTO_HOST } from './test.ts';

/**
 * Checks every image on the page: a width and height (no layout shift when
 * it arrives), alt text, lazy loading below the fold (1200 px) and, for a
 * stock photo, a srcset with sizes. Returns how many images it checked, so a
 * caller can tell a page with well-formed images from a page with none.
 */
export async function expectWellFormedImages(page: Page, path: string): Promise<number> {
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
      loading: img.getAttribute('loading'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  );
  for (const img of images) {
    expect(img.width && img.height, `${path} ${img.src}`).toBeTruthy();
    expect(img.alt, `${path} ${img.src}`).not.toBeNull();
    if (img.top > 1200) expect(img.loading, `${path} ${img.src}`).toBe('lazy');
    if (STOCK_PHOTO_HOST.test(img.src)) {
      expect(img.srcset, `${path} ${img.src}`).toMatch(/ \d+w/);
      expect(img.sizes, `${path} ${img.src}`).toBeTruthy();
    }
  }
  return images.length;
}
