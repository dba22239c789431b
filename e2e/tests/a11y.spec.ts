import { loginAsAdmin } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { clippedTexts, expectLayoutHolds, useTextSpacing } from '../support/layout.ts';
import { batchesOf } from '../support/public-pages.ts';
import { expect, STOCK_PHOTO_HOST, test, visit } from '../support/test.ts';

// One page of each template (the four service pages share one; the missing post and
// project share the not-found layout). `make lighthouse` runs axe on every public page.
const routes = ['/', '/branding', '/about', '/contact', '/blog', '/blog/1', '/portfolio/2', '/no-such-page', '/blog/999'];

for (const path of routes) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Every photo sits on a tinted block that shows while it loads and stays
// where it cannot load (a blocked or slow image host, a phone on a poor
// connection): every public page passes in both states. A photo is a
// stock-host image or a published one under /media/.
const isPhoto = (url: URL) => STOCK_PHOTO_HOST.test(url.href) || url.pathname.startsWith('/media/');
const photoStates = {
  'fail to load': (route: import('@playwright/test').Route) => route.abort('failed'),
  'are still loading': () => new Promise<void>(() => {}), // never answered while the test runs
};
for (const [state, answer] of Object.entries(photoStates)) {
  for (const { pages, label } of batchesOf(6)) {
    test(`axe finds no violation where photos ${state}: ${label}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.route(isPhoto, answer);
      for (const path of pages) {
        await visit(page, path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
}

// The check above can only pass if it can also fail: two faults put into a
// page by hand are named, each with the element at fault.
test('the axe check reports faint text and a photo without alt text', async ({ page }) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Grey on paper';
    faint.style.color = '#dddddd'; // CSSOM, which the CSP allows (a style attribute it would block)
    const photo = document.createElement('img');
    photo.id = 'no-alt';
    photo.src = '/favicon.svg';
    document.querySelector('main')!.append(faint, photo);
  });
  const violations = await axeViolations(page);
  expect(violations.find((v) => v.startsWith('color-contrast:'))).toContain('#faint');
  expect(violations.find((v) => v.startsWith('image-alt:'))).toContain('#no-alt');
});

test('axe finds no violation on the home form with its errors showing', async ({ page }) => {
  await visit(page, '/#contact');
  await page.getByRole('form', { name: 'Contact the studio' }).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe finds no violation with the mobile menu open', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violation on the admin login with its error toast showing', async ({ page }) => {
  await visit(page, '/admin');
  await page.getByLabel('Username').fill('x');
  await page.getByLabel('Password').fill('y');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
  test(`axe finds no violation on the admin ${tab} tab with its validation showing`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: /^(Add|Upload|Create)/ }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// A reader who needs more space between lines, letters and words sets it in
// their own stylesheet; the site must lose nothing to it (WCAG 1.4.12). It
// once pushed the header's menu button 15 px off a 320 px screen on every
// page, and cut the top off the hero's caption at 1024 x 740. Checked on the
// narrowest phone and at 1024 px,
// where the header first holds all seven links beside Get Started, going from
// page to page as a visitor does (the reader's stylesheet stays), then in the
// admin's four tabs.
test("@mobile a reader's wider text spacing neither cuts text off nor makes a page scroll sideways", async ({ page }) => {
  test.setTimeout(60_000); // many pages, each at two widths
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const check = async (where: string) => {
    for (const width of [1024, 320]) await expectLayoutHolds(page, where, width);
    await expect(menuButton, `${where}: the menu button`).toBeInViewport({ ratio: 1 });
  };
  await page.setViewportSize({ width: 320, height: 740 });
  await visit(page, '/');
  await useTextSpacing(page);
  await check('/');
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  expect(await clippedTexts(page), 'the open menu').toEqual([]);
  const paths = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(paths).toHaveLength(7);
  await page.getByRole('button', { name: 'Close menu' }).click();
  for (const path of paths) {
    await menuButton.click();
    await menu.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(path);
  }
  // The blog was last: one of its posts, then a project from the home page.
  await page.getByRole('link', { name: /^Read more/ }).first().click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await check('a post');
  await page.getByRole('link', { name: 'Chowk Design Studio, home' }).first().click();
  await page.getByRole('list', { name: 'Projects' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/portfolio\/\d+$/);
  await check('a project');

  await loginAsAdmin(page);
  await useTextSpacing(page);
  for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
    await page.getByRole('tab', { name: tab }).click();
    await check(`the admin's ${tab} tab`);
  }
});

test('a filled button keeps an edge in forced colours', async ({ page }) => {
  const edge = (name: string) =>
    page
      .getByRole('link', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .first()
      .evaluate((e) => getComputedStyle(e).borderTopWidth); // preflight makes every border solid, 0 wide
  await visit(page, '/');
  const filled = ['Get Started', 'Explore our work', 'Send message'];
  for (const name of filled) expect(await edge(name), name).toBe('0px');
  await page.emulateMedia({ forcedColors: 'active' });
  for (const name of filled) expect(await edge(name), name).toBe('1px');
});
