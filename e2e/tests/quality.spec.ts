import { expect, STOCK_PHOTO_HOST, test } from '../support/test.ts';

// Every image's size, alt text, lazy loading and srcset: checked on every
// public page by the hydration walks in prerender.spec.ts (support/images.ts).

test('a photo that fails to load leaves a neutral block, never a broken image', async ({ page, context }) => {
  await context.route(STOCK_PHOTO_HOST, (route) => route.abort('failed'));
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.locator('img')).toHaveCount(0);
  await expect(team.getByText('Portrait of Anaya Kulkarni')).toHaveCount(1); // the alt text stays for screen readers
  await expect(team.getByText('AK', { exact: true })).toBeVisible();
});
