import { expect, STOCK_PHOTO_HOST, test } from '../support/test.ts';

const routes = ['/', '/branding', '/print', '/digital', '/space-design', '/about', '/contact', '/blog', '/blog/1', '/portfolio/1'];

// No console error on any public page: prerender.spec.ts checks it on every page of the sitemap as it hydrates.

test('every image has a size, alt text and lazy loading below the fold; stock photos offer a srcset', async ({ page }) => {
  test.setTimeout(90_000); // visits many pages
  let seen = 0;
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
    seen += images.length;
    for (const img of images) {
      expect(img.width && img.height, `${path} ${img.src}`).toBeTruthy();
      expect(img.alt, `${path} ${img.src}`).not.toBeNull();
      if (img.top > 1200) expect(img.loading, `${path} ${img.src}`).toBe('lazy');
      if (STOCK_PHOTO_HOST.test(img.src)) {
        expect(img.srcset, `${path} ${img.src}`).toMatch(/ \d+w/);
        expect(img.sizes, `${path} ${img.src}`).toBeTruthy();
      }
    }
  }
  expect(seen).toBeGreaterThan(40);
});

test('a photo that fails to load leaves a neutral block, never a broken image', async ({ page, context }) => {
  await context.route(STOCK_PHOTO_HOST, (route) => route.abort('failed'));
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.locator('img')).toHaveCount(0);
  await expect(team.getByText('Portrait of Anaya Kulkarni')).toHaveCount(1); // the alt text stays for screen readers
  await expect(team.getByText('AK', { exact: true })).toBeVisible();
});
