import { openBeforeTheApp } from '../support/slow-phone.ts';
import { storedPost } from '../support/stored-posts.ts';
import { expect, test, waitForHydration } from '../support/test.ts';
test('probe layout @mobile', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), [storedPost(9, 'Branding'), storedPost(8, 'Typography'), storedPost(7, 'Branding')]);
  const app = await openBeforeTheApp(page, '/blog');
  const l = page.getByRole('link', { name: 'Read more' }).first(); await l.scrollIntoViewIfNeeded();
  const before = await l.boundingBox(); const hb = await l.getAttribute('href');
  await app.startApp(); await page.waitForTimeout(500);
  const after = await l.boundingBox(); const ha = await l.getAttribute('href');
  const at = await page.evaluate(({x, y}) => { const e = document.elementFromPoint(x, y); return e?.outerHTML.slice(0, 120); }, { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 });
  console.log(JSON.stringify({ before, hb, after, ha, at }));
  expect(1).toBe(1);
});
