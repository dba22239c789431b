import type { Page } from '@playwright/test';
import { openBeforeTheApp, requestsCarrying, slowCpu } from '../support/slow-phone.ts';
import { expect, test } from '../support/test.ts';

// A visitor on a slow phone sees the prerendered page seconds before the app
// runs it, and taps and types in the meantime. Every test here acts in that
// window (the app's scripts held back until it is done, the CPU slowed as a
// phone's is) and then checks that nothing it did was lost once the app runs.
// site/src/boot/keepEarlyPresses.ts and docs/architecture.md ("Before the app
// runs") say which control works how.

test.describe('before the app runs, on a slow phone @mobile', () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Main (mobile)' });

  // Every kind of page: each has the header's menu.
  for (const path of ['/', '/branding', '/about', '/contact', '/blog', '/blog/1', '/portfolio/1', '/no-such-page']) {
    test(`a tap on the menu button opens the menu, which stays open as the app starts: ${path}`, async ({ page }) => {
      const app = await openBeforeTheApp(page, path);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu(page)).toBeVisible();
      await app.startApp();
      await expect(menu(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('a page scrolled down before the app runs stays where it is once the app runs', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await app.startApp();
    await expect(send).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  test('a menu opened before the app runs closes on a link chosen after it does', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await app.startApp();
    await menu(page).getByRole('link', { name: 'Print', exact: true }).tap();
    await expect(page).toHaveURL(/\/print$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a filter pill tapped on the home page filters the grid once the app runs', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/');
    const filter = page.getByLabel('Filter projects by category');
    await filter.getByText('BRANDING', { exact: true }).tap();
    await expect(filter.getByRole('radio', { name: 'BRANDING' })).toBeChecked();
    await app.startApp();
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('link');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText('BRANDING');
    await expect(filter.getByRole('radio', { name: 'BRANDING' })).toBeChecked();
  });

  test('a filter pill tapped on the blog filters the posts once the app runs', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/blog');
    const filter = page.getByLabel('Filter posts by category');
    await filter.getByText('Design Principles', { exact: true }).tap();
    await app.startApp();
    await expect(page.getByRole('article')).toHaveCount(2);
    for (const post of await page.getByRole('article').all()) await expect(post).toContainText('Design Principles');
    await expect(filter.getByRole('radio', { name: 'Design Principles' })).toBeChecked();
  });

  test('what is typed into the home form before the app runs is still there once it does', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/');
    const form = page.getByRole('form', { name: 'Contact the studio' });
    await form.getByLabel('Name').fill('Anaya');
    await form.getByLabel('Message').fill('A shopfront in Fort');
    await app.startApp();
    await expect(form.getByLabel('Name')).toHaveValue('Anaya');
    await expect(form.getByLabel('Message')).toHaveValue('A shopfront in Fort');
    // The app has what the page shows: a send checks it as usual.
    await form.getByRole('button', { name: 'Send message' }).tap();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  });

  test('a home form sent before the app runs goes nowhere, shows it was taken, and is checked once the app runs', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/');
    const form = page.getByRole('form', { name: 'Contact the studio' });
    await form.getByLabel('Name').fill('Anaya');
    await form.getByLabel('Email').fill('anaya@');
    const sent = requestsCarrying(page, 'Anaya');
    const send = form.getByRole('button', { name: 'Send message' });
    await send.tap();
    await expect(send).toHaveCSS('outline-style', 'dashed');
    await expect(send).toHaveCSS('cursor', 'progress');
    await app.startApp();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(send).not.toHaveCSS('outline-style', 'dashed');
    await expect(form.getByLabel('Name')).toHaveValue('Anaya');
    expect(new URL(page.url()).search).toBe('');
    expect(sent).toEqual([]);
  });

  test("the contact page's form, filled and sent before the app runs, keeps its fields and is sent once the app runs", async ({ page }) => {
    const app = await openBeforeTheApp(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Anaya');
    await form.getByLabel('Email').fill('anaya@example.in');
    await form.getByLabel('Company').fill('Kulkarni Prints');
    await form.getByLabel('Message').fill('Menus for a new café');
    const sent = requestsCarrying(page, 'Anaya');
    await form.getByRole('button', { name: 'Send message' }).tap();
    await expect(form.getByLabel('Company')).toHaveValue('Kulkarni Prints');
    await app.startApp();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message sent', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
    expect(sent).toEqual([]);
  });

  test("the contact page's form sent empty before the app runs is stopped by the browser's own check", async ({ page }) => {
    const app = await openBeforeTheApp(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).tap();
    await expect(form.getByLabel('Name')).toBeFocused(); // the browser's "Please fill in this field"
    await app.startApp();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message sent', { exact: true })).toHaveCount(0);
  });

  test('a tap on the carousel arrow shows it was taken and moves the carousel once the app runs', async ({ page }) => {
    const app = await openBeforeTheApp(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured work' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.tap({ force: true }); // aria-disabled until the engine runs: Playwright would wait for it, a finger does not
    await expect(next).toHaveCSS('outline-style', 'dashed');
    await app.startApp();
    await expect(carousel.getByText('2 / 3')).toBeVisible();
    await expect(next).not.toHaveCSS('outline-style', 'dashed');
  });
});
