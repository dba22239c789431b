import type { Page } from '@playwright/test';
import { openBeforeTheApp, slowCpu } from '../support/slow-phone.ts';
import { storedPost } from '../support/stored-posts.ts';
import { expect, test } from '../support/test.ts';

// A visitor does not wait for the app: they press while it takes over the
// prerendered page (its scripts arriving and running, hydration under way,
// what this browser stored replacing the published content). Each test lets
// the held scripts through and, with no wait for the app, presses on the
// next frames at many offsets, a fresh page each time, as a finger does:
// at the spot where the control was shown (page.touchscreen), not at a
// control Playwright waits to hold still. Sixteen or more presses in one
// run: a press lost one time in sixteen fails it.

/** The centre, in the viewport, of the first control of that role and name, scrolled into view. */
async function spotOf(page: Page, name: string, role: 'button' | 'link') {
  const target = page.getByRole(role, { name }).first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('pressed as the app starts, on a slow phone @mobile', () => {
  test.beforeEach(async ({ page }) => slowCpu(page, 6));

  test('Send on the home form is answered whenever it is pressed as the app starts', async ({ browser }) => {
    test.setTimeout(180_000);
    const unanswered: number[] = [];
    for (let run = 0; run < 16; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await slowCpu(page, 6);
      const app = await openBeforeTheApp(page, '/');
      const form = page.getByRole('form', { name: 'Contact the studio' });
      await form.getByLabel('Name').fill('Anaya');
      // Every other run an address the browser's check accepts and the spec's refuses.
      await form.getByLabel('Email').fill(run % 2 ? 'a@b' : 'anaya@example.in');
      await form.getByLabel('Message').fill('A shopfront in Fort');
      const send = await spotOf(page, 'Send message', 'button');
      await app.releaseApp();
      // eslint-disable-next-line playwright/no-wait-for-timeout -- the moment of the press is what each run varies
      await page.waitForTimeout(run * 90); // 0 to 1.4 s into the start, at 6x slower
      await page.touchscreen.tap(send.x, send.y);
      const answer = run % 2 ? form.getByLabel('Email') : form.getByRole('button', { name: 'Sending...' });
      const answered = run % 2 ? expect(answer).toHaveAccessibleDescription('Please enter a valid email address', { timeout: 15_000 }) : expect(answer).toBeVisible({ timeout: 15_000 });
      await answered.catch(() => unanswered.push(run));
      await context.close();
    }
    expect(unanswered, 'runs whose Send was never answered').toEqual([]);
  });
});

test.describe('pressed as the app starts @mobile', () => {
  test("a tap on 'Read more' in a browser that stored its own posts opens a post, once, whenever it lands", async ({ browser }) => {
    test.setTimeout(240_000);
    const stored = [storedPost(9, 'Branding'), storedPost(8, 'Typography'), storedPost(7, 'Branding')];
    const lost: string[] = [];
    for (let run = 0; run < 32; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript((posts) => localStorage.setItem('blog-posts', JSON.stringify(posts)), stored);
      const app = await openBeforeTheApp(page, '/blog');
      const readMore = await spotOf(page, 'Read more', 'link');
      const entries = await page.evaluate(() => history.length);
      await app.releaseApp();
      // eslint-disable-next-line playwright/no-wait-for-timeout -- the moment of the press is what each run varies
      await page.waitForTimeout((run % 16) * 15); // the first quarter second of the start, every 15 ms
      await page.touchscreen.tap(readMore.x, readMore.y);
      // Opened once the post's address commits: how long the post then takes to load is not the tap's.
      const opened = await page.waitForURL(/\/blog\/\d+$/, { timeout: 5_000, waitUntil: 'commit' }).then(
        () => true,
        () => false,
      );
      if (!opened) lost.push(`run ${run}, still at ${new URL(page.url()).pathname}`);
      else expect(await page.evaluate(() => history.length), `run ${run}: one tap, one page`).toBe(entries + 1);
      await context.close();
    }
    expect(lost, "runs whose tap on 'Read more' opened nothing").toEqual([]);
  });
});
