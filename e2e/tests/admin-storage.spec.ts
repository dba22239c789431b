import { readFile } from 'node:fs/promises';
import { createPost, confirmDialog, expectNoToastNow, fillQuota, loginAsAdmin, stored, toast } from '../support/admin.ts';
import { expect, test, visit } from '../support/test.ts';

test.describe('admin: nothing is ever silently lost', () => {
  test('a corrupted stored value shows the defaults and a warning, and is kept', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('blog-posts', '[{"id":1,"title":"half a post');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await visit(page, '/blog');
    await expect(page.getByRole('article')).toHaveCount(4);

    await loginAsAdmin(page);
    const warning = page.getByRole('alert').filter({ hasText: 'Some saved blog posts could not be read' });
    await expect(warning).toContainText('The stored blog posts are not valid JSON');

    // Saving over it first keeps the unreadable text under a backup key.
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('button', { name: /^Delete Designing for the monsoon/ }).click();
    await confirmDialog(page, 'Delete');
    await expect(toast(page, 'Blog post deleted successfully')).toBeVisible();
    expect(await stored(page, 'blog-posts:unreadable')).toBe('[{"id":1,"title":"half a post');
    await expect(warning).toContainText('An unreadable earlier value of the blog posts was kept');

    const download = page.waitForEvent('download');
    await warning.getByRole('button', { name: 'Download the unreadable data' }).click();
    expect(await readFile(await (await download).path(), 'utf8')).toBe('[{"id":1,"title":"half a post');

    await warning.getByRole('button', { name: 'Discard it' }).click();
    await confirmDialog(page, 'Discard');
    await expect(warning).toHaveCount(0);
    expect(await stored(page, 'blog-posts:unreadable')).toBeNull();
  });

  test('a full quota gets a clear error and loses nothing', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    const form = page.getByRole('form', { name: 'Write a blog post' });
    await form.getByLabel('Title').fill('A post that must not be lost');
    await form.getByLabel('Excerpt').fill('Typed with care.');
    await form.getByLabel('Author').fill('Meera Iyer');
    await form.getByLabel('Category').selectOption('Sustainability');
    await fillQuota(page);
    await form.getByRole('button', { name: 'Create blog post' }).click();

    await expect(toast(page, 'Not saved')).toBeVisible();
    await expect(page.getByText(/storage for this site is full/)).toBeVisible();
    await expectNoToastNow(page, 'New blog post created successfully');
    await expect(form.getByLabel('Title')).toHaveValue('A post that must not be lost');
    await expect(form.getByLabel('Excerpt')).toHaveValue('Typed with care.');
    expect(await stored(page, 'blog-posts')).toBeNull();
    await expect(page.getByRole('heading', { name: 'Blog posts (4)' })).toBeVisible();
  });

  test('a change in one tab shows in another open tab without a reload', async ({ page, context }) => {
    const visitor = await context.newPage();
    await visitor.goto('/#work');
    await expect(visitor.getByRole('list', { name: 'Projects' }).getByRole('link')).toHaveCount(12);

    // The owner switches to the admin tab (a tab in the background gets no
    // animation frames, and every click there would wait for one).
    await page.bringToFront();
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Portfolio Items' }).click();
    await page.getByRole('button', { name: 'Delete Byculla Irani Café' }).click();
    await confirmDialog(page, 'Delete');
    await expect(toast(page, 'Portfolio item deleted')).toBeVisible();

    await expect(visitor.getByRole('list', { name: 'Projects' }).getByRole('link')).toHaveCount(11);
    await expect(visitor.getByRole('link', { name: /Byculla Irani Café/ })).toHaveCount(0);
  });

  test('an edit of an item deleted in another tab is kept as a new item', async ({ page, context }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Portfolio Items' }).click();
    await page.getByRole('button', { name: 'Edit Byculla Irani Café' }).click();
    await page.getByRole('form', { name: 'Edit portfolio item' }).getByLabel('Title').fill('Byculla Irani Café, reopened');

    const other = await context.newPage(); // the owner's second admin tab
    await loginAsAdmin(other);
    await other.getByRole('tab', { name: 'Portfolio Items' }).click();
    await other.getByRole('button', { name: 'Delete Byculla Irani Café' }).click();
    await confirmDialog(other, 'Delete');
    await expect(toast(other, 'Portfolio item deleted')).toBeVisible();

    await page.bringToFront();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Not saved')).toBeVisible();
    await expect(page.getByText(/^The item you were editing is no longer in the list: it was deleted in another tab/)).toBeVisible();
    await expectNoToastNow(page, 'Portfolio item updated');
    const form = page.getByRole('form', { name: 'Add a portfolio item' });
    await expect(form.getByLabel('Title')).toHaveValue('Byculla Irani Café, reopened');
    expect(JSON.parse((await stored(page, 'cms-portfolio-items'))!)).toHaveLength(11);

    await form.getByRole('button', { name: 'Add portfolio item' }).click();
    await expect(toast(page, 'New portfolio item added')).toBeVisible();
    const titles = JSON.parse((await stored(page, 'cms-portfolio-items'))!).map((i: { title: string }) => i.title);
    expect(titles).toHaveLength(12);
    expect(titles).toContain('Byculla Irani Café, reopened');
  });

  test('an exported file imports back', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await createPost(page, 'Exported post');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^chowk-cms-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported.format).toBe('chowk-studio-cms');
    expect(exported.data.posts[0].title).toBe('Exported post');

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await confirmDialog(page, 'Reset');
    await expect(page.getByRole('heading', { name: 'Blog posts (4)' })).toBeVisible();

    const importer = page.getByLabel('Import data file');
    await importer.setInputFiles(file);
    await confirmDialog(page, 'Import');
    await expect(toast(page, 'Import complete')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog posts (5)' })).toBeVisible();
    await visit(page, '/blog');
    await expect(page.getByRole('heading', { name: 'Exported post' })).toBeVisible();
  });

  test('an invalid import file is refused and changes nothing', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await createPost(page, 'Kept post');
    const before = await stored(page, 'blog-posts');

    const importer = page.getByLabel('Import data file');
    await importer.setInputFiles({ name: 'evil.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"chowk-studio-cms","version":1,"data":{"posts":"<script>"}}') });
    await expect(toast(page, 'Import refused')).toBeVisible();
    await expect(page.getByText(/not a studio CMS export/)).toBeVisible();
    expect(await stored(page, 'blog-posts')).toBe(before);
    await expect(page.getByRole('heading', { name: 'Blog posts (5)' })).toBeVisible();
  });
});
