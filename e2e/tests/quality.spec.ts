import type { Locator, Page } from '@playwright/test';
import { loginAsAdmin } from '../support/admin.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { noisePng } from '../support/png.ts';
import { expect, STOCK_PHOTO_HOST, test, visit } from '../support/test.ts';

// Every image's size, alt text, lazy loading and srcset: checked on every
// public page by the hydration walks in prerender.spec.ts (support/images.ts).

/** The element of the page's largest paint so far, and how it was asked for if it is a photo. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; loading: string | null; fetchpriority: string | null }>((resolve) =>
        new PerformanceObserver((list) => {
          const el = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve({ tag: el?.tagName ?? '(removed)', loading: el?.getAttribute('loading') ?? null, fetchpriority: el?.getAttribute('fetchpriority') ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}

// The pages whose largest paint is a photo, at each width. On the others it
// is text; on a 375 px phone a project's cover starts below its description,
// which is then the largest paint (on a 412 px one, the cover is).
const photoFirst = { desktop: ['/', '/portfolio/1', '/blog/1'], phone: ['/', '/blog/1', '/blog'] };
for (const [width, pages] of Object.entries(photoFirst)) {
  test(`${width === 'phone' ? '@mobile ' : ''}the largest photo on a ${width} is fetched first: ${pages.join(' ')}`, async ({
    page,
  }) => {
    const photo = noisePng(1600, 900); // a photo's size and weight: Chromium counts it
    await page.route(STOCK_PHOTO_HOST, (route) => route.fulfill({ body: photo, contentType: 'image/png' }));
    for (const path of pages) {
      await visit(page, path); // until the load event: the eager photos are in
      const lcp = await largestPaint(page);
      expect(lcp, `${path}: the largest paint`).toEqual({ tag: 'IMG', loading: 'eager', fetchpriority: 'high' });
    }
  });
}

test('a photo that fails to load leaves a neutral block, never a broken image', async ({ page, context }) => {
  await context.route(STOCK_PHOTO_HOST, (route) => route.abort('failed'));
  await visit(page, '/about');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.locator('img')).toHaveCount(0);
  await expect(team.getByText('Portrait of Anaya Kulkarni')).toHaveCount(1); // the alt text stays for screen readers
  await expect(team.getByText('AK', { exact: true })).toBeVisible();
});

// DESIGN.md's card hover, checked in the browser because it lives in
// Tailwind's generated group-hover selectors (4.3.5 rewrote them).
test('hovering a card zooms its photo and underlines its title', async ({ page }) => {
  const cards = [
    { path: '/', card: () => page.getByRole('link', { name: /Byculla Irani Café/ }), title: (c: Locator) => c.getByRole('heading') },
    { path: '/blog', card: () => page.getByRole('article').first(), title: (c: Locator) => c.getByRole('heading').getByRole('link') },
  ];
  for (const { path, card, title } of cards) {
    await visit(page, path);
    const photo = card().locator('img');
    await expect(photo, `${path}: the photo at rest`).toHaveCSS('scale', 'none');
    await expect(title(card()), `${path}: the title at rest`).toHaveCSS('text-decoration-line', 'none');
    await card().hover();
    await expect(photo, `${path}: the photo under the pointer`).toHaveCSS('scale', '1.03');
    await expect(title(card()), `${path}: the title under the pointer`).toHaveCSS('text-decoration-line', 'underline');
  }
});

/** The paths of the font files the page fetches from now on. */
function fontsFetched(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  return fonts;
}

test('a default page fetches only the two core font files', async ({ page }) => {
  const fonts = fontsFetched(page);
  await visit(page, '/blog');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.map((f) => f.replace('/assets/', '').replace(/-wght-.*$/, '')).sort()).toEqual(['fraunces-core', 'inter-core']);
});

// Text shows at once in a local font sized to the web font's metrics while
// a face loads (fonts.spec.ts measures the shift).
test('the web fonts are self-hosted with font-display swap and metric-matched fallbacks', async ({ page }) => {
  await visit(page, '/blog');
  const faces = await page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), display: f.display })));
  const web = faces.filter((f) => !/ Fallback: /.test(f.family));
  expect(new Set(web.map((f) => f.family))).toEqual(new Set(['Fraunces Variable', 'Inter Variable']));
  expect(web.filter((f) => f.display !== 'swap')).toEqual([]);
  const fallbacks = faces.filter((f) => / Fallback: /.test(f.family)).map((f) => f.family.split(' Fallback: ')[0]);
  expect(new Set(fallbacks)).toEqual(new Set(['Fraunces Variable', 'Inter Variable']));
});

test('a stored ë or Å fetches the rest of Latin and is set in the site’s typefaces', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'blog-posts',
      JSON.stringify([{ id: 1, title: 'Notes from Ångström Studio', excerpt: 'A visit with Zoë', date: '2026-11-01', author: 'Zoë Müller', image: 'https://images.unsplash.com/photo-1?w=800', category: 'Branding' }]),
    ),
  );
  const fonts = fontsFetched(page);
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { name: 'Notes from Ångström Studio' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => /\/fraunces-latin-rest-wght-/.test(f)), fonts.join()).toBe(true);
  expect(fonts.some((f) => /\/inter-latin-rest-wght-/.test(f)), fonts.join()).toBe(true);
  const setInSiteFonts = await page.evaluate(() => [
    document.fonts.check('600 24px "Fraunces Variable"', 'Ångström'),
    document.fonts.check('400 16px "Inter Variable"', 'Zoë Müller'),
  ]);
  expect(setInSiteFonts).toEqual([true, true]);
});

// What the owner writes in the admin is not tested against a layout: a pasted
// link or a long word in a post, a project or the landing heading, a code
// block or a wide table in a post's HTML. None of it may make a phone's page
// scroll sideways (it widened /blog to 1117 px and a post to 1846 px).
test('@mobile what the owner writes never makes a page scroll sideways on a phone', async ({ page }) => {
  const word = 'Chhatrapatishivajimaharajterminusheritagesignagerestoration';
  const link = `https://example.com/${word}/${word}?utm_source=${word}`;
  await visit(page, '/');
  await page.evaluate(
    ({ word, link }) => {
      const body = `<p>${word}${word}</p><p>${link}</p><p><a href="${link}">${link}</a></p><pre>${word} ${word} ${word}</pre><p><code>${word}${word}</code></p><table><tr><td>${word}</td><td>${word}</td><td>${word}</td></tr></table>`;
      localStorage.setItem(
        'blog-posts',
        JSON.stringify([
          { id: 1, title: `${word} ${word}`, excerpt: `${word} ${link}`, content: body, date: `${word}-11-23`, author: word, image: 'https://images.unsplash.com/photo-1', category: 'Branding' },
          { id: 2, title: word, excerpt: word, content: '<p>related</p>', date: '2026-11-23', author: word, image: 'https://images.unsplash.com/photo-2', category: 'Branding' },
        ]),
      );
      localStorage.setItem('cms-portfolio-items', JSON.stringify([{ id: '99', title: word, description: `${word} ${link}`, image: 'https://images.unsplash.com/photo-3', category: 'branding', featured: true }]));
      localStorage.setItem(
        'cms-content-items',
        JSON.stringify([
          { id: '1', title: 'Landing heading', section: 'hero', content: word },
          { id: '2', title: 'Landing introduction', section: 'hero', content: link },
        ]),
      );
    },
    { word, link },
  );
  for (const path of ['/', '/blog', '/blog/1', '/portfolio/99', '/branding']) {
    await visit(page, path);
    await expect(page.getByText(word).first()).toBeVisible(); // the stored text is what is shown
    if (path === '/blog/1') await expect(page.getByRole('cell').first()).toBeVisible(); // the body, sanitized after hydration
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
  await loginAsAdmin(page);
  for (const tab of ['Content', 'Portfolio Items', 'Blog Posts']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByText(word).first()).toBeVisible();
    expect(await sidewaysOverflow(page), `admin, ${tab}`).toBe(0);
  }
});
