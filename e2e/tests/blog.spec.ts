import { storedPost } from '../support/stored-posts.ts';
import { expect, test, visit } from '../support/test.ts';

test('/blog shows the category filter and the post cards', async ({ page }) => {
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filter = page.getByRole('radiogroup', { name: 'Filter posts by category' });
  await expect(filter.locator('label')).toHaveText(['All', 'Design Principles', 'Typography', 'Branding', 'UX/UI', 'Sustainability']);
  await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  await expect(first.locator('img')).toHaveCount(1); // decorative: the title says what it is
  await expect(first).toContainText('Design Principles');
  await expect(first.getByText('October 14, 2026', { exact: true })).toHaveAttribute('datetime', '2026-10-14');
  await expect(first).toContainText('By Anaya Kulkarni');
  await expect(first.getByRole('heading')).toHaveText('What a Kala Ghoda street sign taught us about hierarchy');
  await expect(first.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', '/blog/1');

  await filter.getByText('Design Principles').click();
  await expect(filter.getByRole('radio', { name: 'Design Principles' })).toBeChecked();
  await expect(cards).toHaveCount(2);
  await filter.getByText('All', { exact: true }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('/blog offers an Atom feed of the posts it lists', async ({ page, request }) => {
  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  for (const path of ['/', '/about']) {
    await visit(page, path);
    await expect(feedLink, path).toHaveAttribute('href', '/feed.xml');
  }
  await visit(page, '/blog');
  const response = await request.get((await feedLink.getAttribute('href'))!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8'); // the type the link announces (RFC 4287)
  expect(response.headers()['content-encoding']).toBe('br'); // precompressed by the build, as the pages are
  // Parsed by the browser's XML parser, as a feed reader would: fetched as an
  // XHR document, since the page's Trusted Types refuse DOMParser a plain string.
  const entries = await page.evaluate(
    (href) =>
      new Promise<'not well-formed' | { title: string | null; link: string }[]>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('GET', href);
        xhr.responseType = 'document';
        xhr.onerror = () => reject(new Error(`GET ${href} failed`));
        xhr.onload = () => {
          const doc = xhr.responseXML;
          if (!doc || doc.querySelector('parsererror')) return resolve('not well-formed');
          resolve([...doc.querySelectorAll('entry')].map((e) => ({ title: e.querySelector('title')!.textContent, link: e.querySelector('link')!.getAttribute('href')! })));
        };
        xhr.send();
      }),
    (await feedLink.getAttribute('href'))!,
  );
  expect(entries).not.toBe('not well-formed');
  const shown = await page.getByRole('article').getByRole('heading').allTextContents();
  expect((entries as { title: string }[]).map((e) => e.title)).toEqual(shown);
  for (const { link } of entries as { link: string }[]) {
    expect(link).toMatch(/^https:\/\/chowkstudio\.in\/blog\/\d+$/);
    expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
  }
});

test('Back from a post finds the blog filtered as it was left', async ({ page }) => {
  await visit(page, '/blog');
  const filter = page.getByRole('radiogroup', { name: 'Filter posts by category' });
  const chosen = filter.locator('label:has(:checked)');
  await filter.getByText('Design Principles').click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('article').last().getByRole('link', { name: /^Read more/ }).click();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();

  await page.goBack();
  await expect(chosen).toHaveText('Design Principles');
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
  await page.getByRole('link', { name: 'Back to Blog' }).click(); // a link, not Back: a new visit
  await expect(chosen).toHaveText('All');
  await expect(page.getByRole('article')).toHaveCount(4);
});

test("/blog shows 'Load More' only with more than 6 posts", async ({ page }) => {
  await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), Array.from({ length: 7 }, (_, i) => storedPost(i + 1, 'Typography')));
  await visit(page, '/blog');
  await expect(page.getByRole('article')).toHaveCount(7);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByRole('article')).toHaveCount(7);
  await page.getByRole('radiogroup').getByText('Branding', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('/blog/:id shows the whole post and related posts', async ({ page }) => {
  await visit(page, '/blog');
  await page.getByRole('article').first().getByRole('link', { name: /^Read more/ }).click();
  await expect(page).toHaveURL(/\/blog\/1$/);
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('What a Kala Ghoda street sign taught us about hierarchy');
  await expect(article).toContainText('October 14, 2026');
  await expect(article).toContainText('By Anaya Kulkarni');
  await expect(article).toContainText('Design Principles');
  await expect(article.getByRole('heading', { name: 'Order is a promise' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('article')).toHaveCount(1);
  await expect(related.getByRole('article')).toContainText('Designing for the monsoon');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('@mobile a post’s date and author wrap together on a phone', async ({ page }) => {
  await visit(page, '/blog/1');
  const byline = page.getByRole('article').first().getByText('By Anaya Kulkarni');
  await expect(byline).toBeVisible();
  const dotsStartingALine = await byline.evaluate((el) => {
    const line = el.closest('p')!;
    const left = line.getBoundingClientRect().left;
    const starts: string[] = [];
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = node.textContent!.indexOf('·'); i >= 0; i = node.textContent!.indexOf('·', i + 1)) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        if (range.getBoundingClientRect().left - left < 2) starts.push(node.textContent!);
      }
    }
    return starts;
  });
  expect(dotsStartingALine).toEqual([]);
  await expect(byline).toContainText('October 14, 2026');
});

test('/blog/:id: at most 3 related posts, same category, never itself', async ({ page }) => {
  await page.addInitScript(
    (posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)),
    [storedPost(1, 'Branding'), storedPost(2, 'Branding'), storedPost(3, 'Branding'), storedPost(4, 'Branding'), storedPost(5, 'Branding'), storedPost(6, 'Typography')],
  );
  await visit(page, '/blog/3');
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
  await expect(related).toHaveCount(3);
  await expect(related).toHaveText([/Stored post 1/, /Stored post 2/, /Stored post 4/]);
});

test('a post body runs no script', async ({ page }) => {
  const evil = '<p>Safe text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">click</a>';
  await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), [storedPost(1, 'Branding', { content: evil })]);
  await visit(page, '/blog/1');
  await expect(page.getByText('Safe text')).toBeVisible();
  await page.getByText('click', { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('.prose-studio').innerHTML()).not.toMatch(/onerror|<script|javascript:/);
});

test('an image in a post never shows a broken-image icon', async ({ page }) => {
  const body =
    '<p>Before</p><img src="https://example.com/mockup.jpg" alt="Shopfront mock-up"><img src="https://images.unsplash.com/photo-gone?w=800" alt="Signage at night">' +
    '<img src="https://images.unsplash.com/photo-2?w=800" alt="Letterpress proofs"><p>After</p>';
  await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), [storedPost(1, 'Branding', { content: body })]);
  await page.route('https://images.unsplash.com/photo-gone*', (route) => route.fulfill({ status: 404, body: '' }));
  await visit(page, '/blog/1');
  const article = page.locator('.prose-studio');
  await article.getByText('After').scrollIntoViewIfNeeded(); // the images are lazy
  for (const alt of ['Shopfront mock-up', 'Signage at night']) {
    await expect(article.getByRole('img', { name: alt })).toHaveText(alt); // the block shows the alt text
  }
  const photo = article.getByRole('img', { name: 'Letterpress proofs' });
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await article.locator('img').evaluateAll((imgs) => imgs.length)).toBe(1); // no <img> left broken
});

test('/blog/:id: an unknown post shows Blog Post Not Found with a way back', async ({ page }) => {
  await visit(page, '/blog/999');
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a post id that is not a number gets Blog Post Not Found with status 404', async ({ page, consoleErrors }) => {
  const response = await visit(page, '/blog/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Blog' })).toBeVisible();
  // Chromium reports the document's own 404; nothing else may go wrong.
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);

  expect((await visit(page, '/blog/999'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
});

test('a post written in the admin shows its date as the built-in posts do', async ({ page }) => {
  await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), [storedPost(7, 'Branding'), storedPost(8, 'Branding', { date: 'Diwali week' })]);
  await visit(page, '/blog');
  const cards = page.getByRole('article');
  await expect(cards.first().getByText('November 1, 2026', { exact: true })).toHaveAttribute('datetime', '2026-11-01');
  await expect(cards.nth(1)).toContainText('Diwali week'); // free text stays as written
  await visit(page, '/blog/7');
  await expect(page.getByRole('article').first().getByText('November 1, 2026', { exact: true })).toHaveAttribute('datetime', '2026-11-01');
});

test('/blog reads posts from localStorage and shows the defaults when the stored value is corrupt', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('blog-posts', '{oops'));
  await visit(page, '/blog');
  await expect(page.getByRole('article')).toHaveCount(4);
});
