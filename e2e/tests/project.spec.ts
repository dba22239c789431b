import { expect, test } from '../support/test.ts';

test('/portfolio/:id: skip link, back link, badges, sections, 5-image gallery and Get in Touch', async ({ page }) => {
  await page.goto('/portfolio/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the page's code loads with its route
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sassoon Dock Art Week');
  await expect(page.getByText('Print Design', { exact: true })).toBeVisible();
  await expect(page.getByText('Featured Project')).toBeVisible();
  for (const h of ['Project Overview', 'Challenge', 'Our Approach', 'Results', 'Project Highlights']) {
    await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Back to Print Design' }).click();
  await expect(page).toHaveURL(/\/print$/);
});

test.describe('prerendered, read with JavaScript off (the hydration walks in prerender.spec.ts show the app renders the same)', () => {
  test.use({ javaScriptEnabled: false });

  test('/portfolio/:id: featured is marked on items 2, 5, 9 and 11 only; display names per category', async ({ page }) => {
    const expected: Record<string, [string, boolean]> = {
      '1': ['Branding', false], '2': ['Print Design', true], '3': ['Digital Experience', false], '4': ['Space Design', false],
      '5': ['Branding', true], '9': ['Digital Experience', true], '11': ['Space Design', true], '12': ['Print Design', false],
    };
    for (const [id, [name, featured]] of Object.entries(expected)) {
      await page.goto(`/portfolio/${id}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Featured Project')).toHaveCount(featured ? 1 : 0);
    }
  });
});

test('/portfolio/:id: an unknown project shows Project Not Found and a Return to Home button', async ({ page }) => {
  await page.goto('/portfolio/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText("The project you are looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
