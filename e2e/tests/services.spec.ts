import { expect, test, visit } from '../support/test.ts';

const pages = [
  { path: '/branding', title: 'Branding', badge: 'BRANDING', blocks: ['Discovery & Research', 'Strategy Development', 'Visual Identity', 'Implementation & Guidelines'] },
  { path: '/print', title: 'Print', badge: 'PRINT', blocks: ['Business Stationery', 'Marketing Materials', 'Packaging Design'] },
  { path: '/digital', title: 'Digital', badge: 'DIGITAL', blocks: ['Website Design & Development', 'UI Design', 'UX Design', 'Mobile App Design'] },
  { path: '/space-design', title: 'Space Design', badge: 'SPACE DESIGN', blocks: ['Workspace Design', 'Retail Environments'] },
];

for (const s of pages) {
  test(`${s.path} shows its services and a gallery of ${s.badge} projects`, async ({ page }) => {
    await visit(page, s.path);
    await expect(page.getByRole('heading', { level: 1, name: s.title, exact: true })).toBeVisible();
    for (const b of s.blocks) await expect(page.getByRole('heading', { level: 3, name: b, exact: true })).toBeVisible();
    const gallery = page.getByRole('region', { name: `${s.title} projects` });
    await expect(gallery.getByRole('tablist')).toHaveCount(0);
    const cards = gallery.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const c of await cards.all()) await expect(c).toContainText(s.badge);
  });
}

test('/branding shows its process as four numbered steps, in order', async ({ page }) => {
  await visit(page, '/branding');
  const steps = page.getByRole('list').filter({ hasText: 'Discovery & Research' });
  await expect(steps.getByRole('heading')).toHaveText(pages[0].blocks);
  expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
});

test('/space-design has an approach text', async ({ page }) => {
  await visit(page, '/space-design');
  await expect(page.getByRole('heading', { name: 'Our approach' })).toBeVisible();
  await expect(page.getByText(/tape measure/)).toBeVisible();
});
