import { loginAsAdmin } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// One page of each template (the four service pages share one; the missing post and
// project share the not-found layout). `make lighthouse` runs axe on every public page.
const routes = ['/', '/branding', '/about', '/contact', '/blog', '/blog/1', '/portfolio/2', '/no-such-page', '/blog/999'];

for (const path of routes) {
  test(`axe (WCAG 2.2 AA, colour contrast included) finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The check above can only pass if it can also fail: two faults put into a
// page by hand are named, each with the element at fault.
test('the axe check names a violation: faint text and a photo with no text alternative added to a page', async ({ page }) => {
  await page.goto('/about');
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
  await page.goto('/#contact');
  await page.getByRole('form', { name: 'Contact the studio' }).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('@mobile axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violation on the admin login, with the invalid-credentials toast showing', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('x');
  await page.getByLabel('Password').fill('y');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const tab of ['Content', 'Images', 'Portfolio Items', 'Blog Posts']) {
  test(`axe finds no violation on the admin ${tab} tab, with its validation showing`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: /^(Add|Upload|Create)/ }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('in forced colours (Windows contrast themes) a filled button keeps an edge, where its background is dropped; otherwise it has none', async ({ page }) => {
  const edge = (name: string) =>
    page
      .getByRole('link', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .first()
      .evaluate((e) => getComputedStyle(e).borderTopWidth); // preflight makes every border solid, 0 wide
  await page.goto('/');
  const filled = ['Get Started', 'Explore our work', 'Send message'];
  for (const name of filled) expect(await edge(name), name).toBe('0px');
  await page.emulateMedia({ forcedColors: 'active' });
  for (const name of filled) expect(await edge(name), name).toBe('1px');
});
