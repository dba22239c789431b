import { expect, test, visit } from '../support/test.ts';

test('/portfolio/:id: skip link, back link, badges, sections, 5-image gallery and Get in Touch', async ({ page }) => {
  await visit(page, '/portfolio/2');
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

for (const [screen, viewport, columns] of [
  ['a desktop', { width: 1440, height: 900 }, 3],
  ['a tablet', { width: 768, height: 1024 }, 3],
  ['a phone', { width: 375, height: 812 }, 2],
] as const) {
  test(`the project gallery fills ${columns} columns on ${screen}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, '/portfolio/2');
    const grid = page.getByRole('region', { name: 'Gallery' }).getByRole('list');
    const cells = grid.getByRole('listitem');
    await expect(cells).toHaveCount(5);
    const area = (await grid.boundingBox())!;
    const boxes = await Promise.all((await cells.all()).map(async (c) => (await c.boundingBox())!));
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    // Every column's bottom cell ends on the grid's bottom edge, and some
    // cell ends on each of its side edges: nothing is left empty.
    const columnStarts = [...new Set(boxes.map((b) => Math.round(b.x)))];
    expect(columnStarts, 'cells start in every column').toHaveLength(columns);
    for (const x of columnStarts) {
      const bottom = Math.max(...boxes.filter((b) => b.x <= x + 1 && b.x + b.width >= x + 1).map((b) => b.y + b.height));
      expect(near(bottom, area.y + area.height), `the column at x=${x} reaches the bottom of the grid`).toBe(true);
    }
    expect(boxes.some((b) => near(b.x + b.width, area.x + area.width)), 'a cell ends on the right edge').toBe(true);
    // The last row is one photo high: its cells are as tall as each other.
    const lastRow = boxes.filter((b) => near(b.y + b.height, area.y + area.height));
    expect(new Set(lastRow.map((b) => Math.round(b.height))).size, 'the last row is one photo high').toBe(1);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Featured Project marks items 2, 5, 9 and 11 only', async ({ page }) => {
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
  await visit(page, '/portfolio/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText("The project you are looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
