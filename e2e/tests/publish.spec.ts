import { readFile, writeFile } from 'node:fs/promises';
import { confirmDialog, loginAsAdmin, toast } from '../support/admin.ts';
import { solidPng } from '../support/png.ts';
import { publishSite } from '../support/published-site.ts';
import { devices } from '@playwright/test';
import { expect, test, visit } from '../support/test.ts';

// The owner's whole path from the admin to every visitor (docs/operations.md,
// "Releases"): edit in /admin, export, publish (a release, built and made
// live), serve. Then a visitor with nothing stored sees what was published.
// Against a container (E2E_BASE_URL) it publishes through the operator's
// ops/site.sh (E2E_OPS), alone: the live site changes under every other test.
const TITLE = 'मुंबईचे फलक: ₹10 की “चाय” 🎨';

test('what the owner publishes from the admin is what every visitor gets, prerendered', async ({ page, browser }) => {
  test.skip(!!process.env.E2E_BASE_URL && !process.env.E2E_OPS, 'publishes to the container only through E2E_OPS, in a run of its own');
  test.setTimeout(240_000); // a whole site build

  await loginAsAdmin(page);
  // An upload, for the new post's photo.
  await page.getByRole('tab', { name: 'Images' }).click();
  const upload = page.getByRole('form', { name: 'Upload an image' });
  await upload.getByLabel('Image file').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: solidPng(1600, 900) });
  await upload.getByLabel('Title').fill('Shop sign');
  await upload.getByRole('button', { name: 'Upload image' }).click();
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  // A new post with a Devanagari title and that photo; a default post removed.
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  const post = page.getByRole('form', { name: 'Write a blog post' });
  await post.getByLabel('Title').fill(TITLE);
  await post.getByLabel('Excerpt').fill('दुकानांचे फलक, ₹ आणि ‘quotes’.');
  await post.getByLabel('Author').fill('Anaya Kulkarni');
  await post.getByLabel('Category').selectOption('Typography');
  await post.getByLabel('Or pick from the image library').selectOption({ label: 'Shop sign (general)' });
  await post.getByRole('button', { name: 'Create blog post' }).click();
  await expect(toast(page, 'New blog post created successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Designing for the monsoon' }).click();
  await confirmDialog(page, 'Delete');
  // A project renamed.
  await page.getByRole('tab', { name: 'Portfolio Items' }).click();
  await page.getByRole('button', { name: 'Edit Byculla Irani Café' }).click();
  const project = page.getByRole('form', { name: 'Edit portfolio item' });
  await project.getByLabel('Title').fill('Byculla Irani Café, reopened');
  await project.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Portfolio item updated')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'from what the site publishes' })).toHaveText('4 items here differ from what the site publishes.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all data' }).click();
  const exportedFile = await (await downloading).path();
  // As an owner's export can also come: the date written in words (an older
  // admin's free text, or a file edited by hand), and a photo pasted into
  // the body with its src unquoted.
  const exported = `${exportedFile}.edited.json`;
  const bundle = JSON.parse(await readFile(exportedFile, 'utf8')) as { data: { posts: { id: number; date: string; content?: string }[] } };
  const newPost = bundle.data.posts.find((p) => p.id === 5)!;
  newPost.date = '14 October 2026';
  newPost.content = `<p>The sign, up close:</p><img src=data:image/png;base64,${solidPng(320, 200, [30, 90, 160]).toString('base64')} alt="The sign up close">`;
  await writeFile(exported, JSON.stringify(bundle));

  const server = await publishSite(exported);
  try {
    expect(server.published).toContain('posts: added 5; removed 4');
    expect(server.published).toContain('portfolio: changed 1');
    // A visitor with nothing stored.
    const visitor = await (await browser.newContext()).newPage();
    await visit(visitor, `${server.url}/blog`);
    await expect(visitor.getByRole('article').filter({ hasText: TITLE })).toBeVisible();
    await expect(visitor.getByText('Designing for the monsoon')).toHaveCount(0);

    await visitor.getByRole('article').filter({ hasText: TITLE }).getByRole('link', { name: /^Read more/ }).click();
    await expect(visitor).toHaveURL(/\/blog\/5$/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(visitor.getByRole('article').locator('time').first()).toHaveText('October 14, 2026');
    const bodyPhoto = visitor.getByRole('img', { name: 'The sign up close' });
    await expect(bodyPhoto).toHaveAttribute('src', /^\/assets\/media\/[0-9a-f]{16}-320w\.webp$/);
    await expect.poll(() => bodyPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(bodyPhoto).toHaveAttribute('srcset', /-320w\.webp 320w$/);
    const photo = visitor.locator('article img[src^="/assets/media/"]').first();
    await expect(photo).toHaveAttribute('src', /^\/assets\/media\/[0-9a-f]{16}-1600w\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // A phone gets the cover at the width its slot needs, never the 1600 px photo;
    // a DPR 2 desktop a wider one. The phone's screen is its own: a context
    // keeps the project's desktop screen otherwise, and Chromium sizes a
    // preload by it before the page's first layout.
    const coverWidth = async (options: Parameters<typeof browser.newContext>[0]) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const media: string[] = [];
      page.on('request', (request) => void (request.url().includes('/assets/media/') && media.push(new URL(request.url()).pathname)));
      await visit(page, `${server.url}/blog/5`);
      const cover = page.locator('article img[src^="/assets/media/"]').first();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const current = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
      const type = (await page.request.get(current)).headers()['content-type'];
      await context.close();
      const [, width, format] = /-(\d+)w\.(avif|webp)$/.exec(current) ?? [];
      expect(['image/avif', 'image/webp'], current).toContain(type);
      expect(`image/${format}`).toBe(type);
      return { width: Number(width), media };
    };
    const phone = await coverWidth({ ...devices['Pixel 7'], viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    expect(phone.width).toBeLessThan(1600);
    expect(phone.media.filter((path) => /-\d+x\d+\.\w+$|-1600w\./.test(path)), 'the 1600 px photo, on a phone').toEqual([]);
    const desktop = await coverWidth({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 });
    expect(desktop.width).toBeGreaterThan(phone.width);

    await visit(visitor, `${server.url}/blog/4`);
    await expect(visitor.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await visit(visitor, `${server.url}/portfolio/1`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Byculla Irani Café, reopened');

    for (const file of ['/sitemap.xml', '/feed.xml']) {
      const text = await (await visitor.request.get(`${server.url}${file}`)).text();
      expect(text, file).toContain('/blog/5');
      expect(text, file).not.toContain('/blog/4');
      expect(text, file).not.toContain('data:');
    }
    const feed = await (await visitor.request.get(`${server.url}/feed.xml`)).text();
    expect(feed).toContain('<published>2026-10-14T00:00:00.000Z</published>');

    // The post's page is prerendered: it reads in full without JavaScript.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${server.url}/blog/5`);
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(noScript.getByText('Anaya Kulkarni').first()).toBeVisible();
    const html = await (await visitor.request.get(`${server.url}/blog/5`)).text();
    const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])['@graph'] as { '@type': string; headline?: string; datePublished?: string }[];
    expect(graph.find((node) => node['@type'] === 'BlogPosting')?.headline, 'structured data').toBe(TITLE);
    expect(graph.find((node) => node['@type'] === 'BlogPosting')?.datePublished, 'structured data').toBe('2026-10-14');
    expect(html).not.toContain('data:image');
    // The removed post has no prerendered page left to serve.
    await noScript.goto(`${server.url}/blog/4`);
    await expect(noScript.getByText('Designing for the monsoon')).toHaveCount(0);
  } finally {
    server.close();
  }
});
