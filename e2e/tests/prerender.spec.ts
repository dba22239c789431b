import type { Page } from '@playwright/test';
import { chunks, timesFetched } from '../support/chunks.ts';
import { watchCsp } from '../support/csp.ts';
import { expectWellFormedImages } from '../support/images.ts';
import { layoutShift } from '../support/layout-shift.ts';
import { scrollThroughPage } from '../support/layout.ts';
import { batchesOf, publicPages, SITE, sitemap } from '../support/public-pages.ts';
import { expect, STOCK_PHOTO_HOST, test, waitForHydration, visit } from '../support/test.ts';

const batches = batchesOf(6);

test('the sitemap lists every public page, each with a title of its own', async ({ request }) => {
  expect(publicPages.length).toBeGreaterThan(20);
  expect(await (await request.get('/sitemap.xml')).text()).toBe(sitemap);
  const titles = new Set<string>();
  for (const path of publicPages) titles.add(/<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1] ?? '');
  expect(titles.size).toBe(publicPages.length);
});

/** Records, from before the first script runs, every node React removes from #root (a client re-render would). */
async function watchRootRemovals(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: number };
    w.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).id === 'root') w.removedFromRoot += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
}

// Chunks that load once the app runs, by design named by no page's HTML.
const afterHydrationChunks = [chunks.toasts, chunks.carouselEngine];

/** The scripts the page has fetched that its HTML (as served) does not name: its route's code would then wait for the app's script. */
async function scriptsNotInHtml(page: Page, html: string) {
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );
  return fetched.filter((p) => !afterHydrationChunks.includes(p) && !html.includes(`"${p}"`));
}

/** Hydration is over once the layout's post-hydration effects ran: the toast region is mounted then. */
const hydrated = (page: Page) => waitForHydration(page, 7_000);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { pages, label } of batches) {
    test(`every public page reads in full with its own head tags: ${label}`, async ({ page }) => {
      for (const path of pages) {
        // The text is all there once the document is parsed: no need to wait for photos.
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('navigation', { name: /main|primary/i }).first(), path).toBeAttached();
        const head = await page.evaluate(() => {
          const all = (selector: string, attr: string) => [...document.querySelectorAll(`head ${selector}`)].map((e) => e.getAttribute(attr));
          return {
            titles: document.querySelectorAll('head title').length,
            description: all('meta[name="description"]', 'content'),
            canonical: all('link[rel="canonical"]', 'href'),
            ogUrl: all('meta[property="og:url"]', 'content'),
            ogTitle: all('meta[property="og:title"]', 'content'),
            ogDescription: all('meta[property="og:description"]', 'content'),
            ogImage: all('meta[property="og:image"]', 'content'),
            ogImageSize: [...all('meta[property="og:image:width"]', 'content'), ...all('meta[property="og:image:height"]', 'content')],
            ogLocale: all('meta[property="og:locale"]', 'content'),
            noscript: document.querySelectorAll('noscript').length,
            // The page's structured data is a data block the browser never runs.
            inlineScripts: document.querySelectorAll('script:not([src]):not([type="application/ld+json"])').length,
          };
        });
        const url = SITE + (path === '/' ? '/' : path);
        expect(await page.title(), path).toMatch(/Chowk Design Studio/);
        expect(head, path).toEqual({
          titles: 1,
          description: [expect.stringMatching(/\S/)],
          canonical: [url],
          ogUrl: [url],
          ogTitle: [expect.stringMatching(/\S/)],
          ogDescription: [expect.stringMatching(/\S/)],
          ogImage: [expect.stringMatching(/^https:\/\/.*[?&]h=630(&|$)/)], // the crop it states the size of
          ogImageSize: ['1200', '630'],
          ogLocale: ['en_IN'], // the pages' lang, en-IN
          noscript: 0,
          inlineScripts: 0, // the strict CSP would block it
        });
      }
    });
  }

  test('the not-found page is prerendered, sent with 404 and marked noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

test('each page carries the structured data search engines read', async ({ browser }) => {
  // As a crawler that runs no script reads the page.
  const page = await browser.newPage({ javaScriptEnabled: false });
  type Thing = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const graphOf = async (path: string): Promise<Thing[]> => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
    expect(blocks.length, `${path}: structured data blocks`).toBeLessThanOrEqual(1);
    return blocks.length ? JSON.parse(blocks[0])['@graph'] : [];
  };
  const ofType = (graph: Thing[], type: string) => graph.find((t) => t['@type'] === type)!;
  const canonical = () => page.locator('head link[rel="canonical"]').getAttribute('href');

  // The studio: its phone, email and office as the contact page's cards give them, the same entity on the home page.
  const business = ofType(await graphOf('/contact'), 'LocalBusiness');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: business.telephone })).toHaveAttribute('href', `tel:${business.telephone.replace(/ /g, '')}`);
  await expect(main.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  await expect(main.getByRole('link', { name: /Office/ })).toContainText(`${business.address.addressLocality} ${business.address.postalCode}`);
  await expect(main).toContainText(`${business.openingHoursSpecification.opens} to ${business.openingHoursSpecification.closes} IST`);
  const home = await graphOf('/');
  expect(ofType(home, 'LocalBusiness')).toEqual(business);
  expect(ofType(home, 'WebSite').publisher).toEqual({ '@id': business['@id'] });

  // A post: headline, date and photo as the page shows them, at its canonical address under the blog.
  const post = await graphOf('/blog/1');
  const article = ofType(post, 'BlogPosting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.headline);
  const shown = page.getByRole('article', { name: article.headline });
  await expect(shown.locator('time').first()).toHaveAttribute('datetime', article.datePublished);
  await expect(shown).toContainText(`By ${article.author.name}`);
  expect(article.image).toBe(await page.locator('head meta[property="og:image"]').getAttribute('content'));
  await expect(page.locator('head meta[property="article:published_time"]')).toHaveAttribute('content', article.datePublished);
  // The sitemap gives search engines the same day as the post's last change.
  expect(sitemap).toContain(`<url><loc>${SITE}/blog/1</loc><lastmod>${article.datePublished}</lastmod></url>`);
  expect(ofType(post, 'BreadcrumbList').itemListElement.map((i: Thing) => i.item)).toEqual([`${SITE}/`, `${SITE}/blog`, await canonical()]);

  // A project: under the service page its Back link goes to.
  const project = await graphOf('/portfolio/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ofType(project, 'CreativeWork').name);
  // Its link preview says what the photo shows, as the page's cover does.
  const previewAlt = await page.locator('head meta[property="og:image:alt"]').getAttribute('content');
  expect(previewAlt).toMatch(/\S/);
  await expect(page.getByRole('main').getByRole('img', { name: previewAlt!, exact: true })).toBeVisible();
  const [, service, self] = ofType(project, 'BreadcrumbList').itemListElement;
  await expect(page.getByRole('link', { name: `Back to ${ofType(project, 'CreativeWork').genre}` })).toHaveAttribute('href', new URL(service.item).pathname);
  expect(self.item).toBe(await canonical());

  // The team on the about page, a service on its page, each as shown there.
  const studio = ofType(await graphOf('/about'), 'LocalBusiness');
  expect(studio['@id']).toBe(business['@id']);
  expect(studio.employee.length).toBeGreaterThan(0);
  for (const person of studio.employee) await expect(page.getByRole('main')).toContainText(`${person.name}${person.jobTitle}`);
  const offered = ofType(await graphOf('/branding'), 'Service');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(offered.serviceType);
  await expect(page.getByRole('main')).toContainText(offered.description);
  expect(offered.provider['@id']).toBe(business['@id']);

  expect(await graphOf('/blog')).toEqual([]);
  await page.close();
});

test('the server sends each route its prerendered page, and the app shell to client-only routes', async ({ request }) => {
  const body = async (path: string, status = 200) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    return response.text();
  };
  expect(await body('/about')).toContain('Design that earns its place');
  expect(await body('/blog/1')).toContain('Back to Blog');
  expect(await body('/portfolio/2')).toContain('Featured');
  expect(await body('/')).toContain('Design that makes a difference');
  for (const path of ['/admin', '/blog/1712345678901', '/portfolio/made-in-the-admin']) {
    expect(await body(path), path).toContain('<div id="root"></div>');
  }
  expect(await body('/nowhere', 404)).toContain('Oops! Page not found');
  // A post id that is not a number: the app shows the post's not-found view, the status says 404.
  expect(await body('/blog/abc', 404)).toContain('<div id="root"></div>');
});

for (const { pages, label } of batches) {
  test(`every public page hydrates without a mismatch: ${label}`, async ({
    page,
    consoleErrors,
  }) => {
    await watchRootRemovals(page);
    const violations = await watchCsp(page);
    let images = 0;
    for (const path of pages) {
      const response = await visit(page, path);
      await hydrated(page);
      expect(await scriptsNotInHtml(page, await response!.text()), `${path}: scripts its HTML does not preload`).toEqual([]);
      images += await expectWellFormedImages(page, path);
      await scrollThroughPage(page); // lazy images too
      expect(await violations(), `${path}: CSP violations`).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot), `${path}: nodes re-rendered`).toBe(0);
      expect(consoleErrors, path).toEqual([]);
      // 0 when the preloaded fonts beat the first paint; when they arrive
      // later (a busy machine), the fallback faces sized to their metrics
      // keep the swap from moving anything (tests/fonts.spec.ts).
      const shift = await layoutShift(page);
      expect(shift.sum, `${path}: layout shift\n${shift.moved.join('\n')}`).toBeLessThan(0.01);
    }
    // Photos on every kind of page (10 to 36 a batch): the image checks are not vacuous.
    expect(images, 'images checked').toBeGreaterThanOrEqual(pages.length);
  });
}

test("a prerendered page paints before the app's JavaScript is requested (site/src/boot)", async ({ page }) => {
  for (const path of ['/', '/about']) {
    await visit(page, path);
    await hydrated(page);
    const { paint, app, boot } = await page.evaluate(() => {
      const start = (re: RegExp) => performance.getEntriesByType('resource').find((e) => re.test(e.name))?.startTime;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        app: start(/\/assets\/index-[\w-]+\.js$/),
        boot: start(/\/assets\/boot-[\w-]+\.js$/),
      };
    });
    expect(paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(boot, `${path}: the boot script comes with the page`).toBeLessThan(paint!);
    expect(app, `${path}: the app's script waits for the paint`).toBeGreaterThanOrEqual(paint!);
  }
});

test("on the home page the app's JavaScript also waits for the hero photo, its largest paint", async ({ page }) => {
  // The stock photos are held back until the page has painted without them.
  // The clock stands still, so the boot script's fallback (3 s) cannot start
  // the app on a slow machine while they are held.
  await page.clock.install();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(STOCK_PHOTO_HOST, async (route) => {
    await held;
    await route.fallback();
  });
  const appRequested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) appRequested.push(r.url());
  });
  await page.goto('/', { waitUntil: 'commit' }); // not visit(), which waits for hydration
  // Resolves on the first paint (an observer, not polling: the page's timers are stopped).
  await page.evaluate(() => new Promise<void>((resolve) => new PerformanceObserver(() => resolve()).observe({ type: 'paint', buffered: true })));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(appRequested, 'the app was requested while the hero photo was still on its way').toEqual([]);
  release();
  await hydrated(page);
  expect(appRequested).toHaveLength(1);
});

test('content stored in localStorage replaces the defaults after hydration', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'cms-content-items',
      JSON.stringify([{ id: '1', title: 'Landing heading', section: 'hero', content: 'Design that makes the difference' }]),
    );
  });
  await watchRootRemovals(page);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Design that makes a difference'); // the server renders the defaults

  await visit(page, '/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design that makes the difference');
  expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
  expect(consoleErrors).toEqual([]);
  const shift = await layoutShift(page);
  expect(shift.sum, shift.moved.join('\n')).toBeLessThan(0.01);
});

test.describe('post bodies and the sanitizer (DOMPurify)', () => {

  test('a built-in post is shown as prerendered and never loads the sanitizer', async ({ page, consoleErrors }) => {
    await visit(page, '/blog/1');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Order is a promise' })).toBeVisible();
    expect(await timesFetched(page, chunks.sanitizer)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a stored post body replaces the built-in one after hydration, sanitized', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const post = { id: 1, title: 'Signs, stored', excerpt: 'x', content: '<h2>A heading the owner wrote</h2><p>Stored text.</p><script>window.__xss=1</script>', date: '2026-11-22', author: 'Owner', image: '', category: 'Branding' };
      localStorage.setItem('blog-posts', JSON.stringify([post]));
    });
    await watchRootRemovals(page);
    await visit(page, '/blog/1');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'A heading the owner wrote' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order is a promise' })).toHaveCount(0);
    expect(await timesFetched(page, chunks.sanitizer)).toBe(1);
    await expect(page.getByText('Stored text.')).toBeVisible();
    await expect(page.locator('#root script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
