import { confirmDialog, loginAsAdmin, stored, toast } from '../support/admin.ts';
import { expect, test, visit } from '../support/test.ts';

test.describe('admin: login', () => {
  test('shows the demo credentials and the frontend-only note', async ({ page }) => {
    await visit(page, '/admin');
    await expect(page.getByText('Demo credentials: admin / admin123')).toBeVisible();
    await expect(page.getByText(/frontend-only demonstration/)).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  });

  test("wrong credentials: toast 'Invalid credentials' and no CMS", async ({ page }) => {
    await visit(page, '/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('letmein');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content manager' })).toHaveCount(0);
    expect(await stored(page, 'cms-auth')).toBeNull();
  });

  test("the right credentials open the CMS with 'Successfully logged in'", async ({ page }) => {
    await loginAsAdmin(page);
    await expect(toast(page, 'Successfully logged in')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Content', 'Images', 'Portfolio Items', 'Blog Posts']);
    expect(await stored(page, 'cms-auth')).toBe('demo-admin-authenticated');
  });

  test('a reload shows the login again', async ({ page }) => {
    await loginAsAdmin(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content manager' })).toHaveCount(0);
  });

  test('Logout removes the auth flag and returns to the login screen', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await stored(page, 'cms-auth')).toBeNull();
  });

  test("'View Site' goes to /", async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'View Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design that makes a difference' })).toBeVisible();
  });

  test('the tabs are a real tab list, operable with the keyboard', async ({ page }) => {
    await loginAsAdmin(page);
    const tabs = page.getByRole('tablist', { name: 'Content types' });
    await tabs.getByRole('tab', { name: 'Content' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Upload an image');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Write a blog post');
  });

  test('Reset to defaults asks first, then brings the defaults back', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('blog-posts', '[]');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await expect(page.getByText('No blog posts: the public blog is empty in this browser.')).toBeVisible();

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await confirmDialog(page, 'Cancel');
    expect(await stored(page, 'blog-posts')).toBe('[]');

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await confirmDialog(page, 'Reset');
    await expect(page.getByRole('heading', { name: 'Blog posts (4)' })).toBeVisible();
    expect(await stored(page, 'blog-posts')).toBeNull();
  });
});
