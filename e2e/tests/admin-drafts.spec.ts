import { confirmDialog, loginAsAdmin, toast } from '../support/admin.ts';
import { expect, test } from '../support/test.ts';

// The admin keeps nothing the owner has not saved: these are the ways a
// half-written form could vanish, and each either keeps it or asks first.

test.describe('admin: unsaved typing is kept, or the owner is asked before it is lost', () => {
  test('a half-written form survives a look at another tab', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('tabpanel').getByLabel('Title').fill('Monsoon type specimens');
    await page.getByRole('tabpanel').getByLabel('Content (HTML)').fill('<p>First draft</p>');
    await page.getByRole('tab', { name: 'Images' }).click();
    await page.getByRole('tabpanel').getByLabel('Title').fill('Studio window');
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('tabpanel').getByRole('form', { name: 'Add content' })).toBeVisible();
    // The tabs holding unsaved typing say so.
    for (const [tab, name] of [['Content', 'Content'], ['Images', 'Images (unsaved changes)'], ['Portfolio Items', 'Portfolio Items'], ['Blog Posts', 'Blog Posts (unsaved changes)']])
      await expect(page.getByRole('tab', { name: tab })).toHaveAccessibleName(name);

    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Title')).toHaveValue('Monsoon type specimens');
    await expect(page.getByRole('tabpanel').getByLabel('Content (HTML)')).toHaveValue('<p>First draft</p>');
    await page.getByRole('tab', { name: 'Images' }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Title')).toHaveValue('Studio window');

    // Typing undone is nothing unsaved.
    await page.getByRole('tabpanel').getByLabel('Title').fill('');
    await expect(page.getByRole('tab', { name: 'Images' })).toHaveAccessibleName('Images');
  });

  test('leaving the admin with unsaved typing asks first', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Portfolio Items' }).click();
    await page.getByRole('tabpanel').getByLabel('Title').fill('Kala Ghoda signage');

    await page.getByRole('button', { name: 'View Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await expect(dialog).toContainText('Your changes in Portfolio Items have not been saved and will be lost.');
    await confirmDialog(page, 'Cancel');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tabpanel').getByLabel('Title')).toHaveValue('Kala Ghoda signage');

    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('tabpanel').getByLabel('Author').fill('Anaya Kulkarni');
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Your changes in Portfolio Items and Blog Posts have not been saved and will be lost.');
    await confirmDialog(page, 'Leave');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('going Back or Forward with unsaved typing asks first', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'View Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The router moves the URL before React has rendered the new page (a
    // transition); Back before the admin has left the screen would keep it, logged in.
    await expect(page.getByRole('region', { name: 'Content manager' })).toHaveCount(0);
    await page.goBack(); // the login again: being logged in lives in memory only
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('tabpanel').getByLabel('Content', { exact: true }).fill('A new landing line');
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAccessibleName('Content (unsaved changes)');
    await page.goForward();
    await expect(page.getByRole('dialog', { name: 'Leave with unsaved changes?' })).toBeVisible();
    await confirmDialog(page, 'Cancel');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tabpanel').getByLabel('Content', { exact: true })).toHaveValue('A new landing line');
  });

  test('Logout asks first only when something is unsaved', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tabpanel').getByLabel('Title').fill('Opening hours');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog', { name: 'Log out with unsaved changes?' })).toContainText('Your changes in Content have not been saved');
    await confirmDialog(page, 'Cancel');
    await expect(page.getByRole('heading', { name: 'Content manager' })).toBeVisible();

    // Saved, nothing is pending: no question.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add content' }).click();
    await expect(toast(page, 'New content added')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Edit on another item asks before replacing unsaved typing', async ({ page }) => {
    await loginAsAdmin(page);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Content', { exact: true }).fill('Half a sentence');
    await panel.getByRole('button', { name: 'Edit Landing heading' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    await confirmDialog(page, 'Cancel');
    await expect(panel.getByRole('form', { name: 'Add content' })).toBeVisible();
    await expect(panel.getByLabel('Content', { exact: true })).toHaveValue('Half a sentence');

    await panel.getByRole('button', { name: 'Edit Landing heading' }).click();
    await confirmDialog(page, 'Discard');
    await expect(panel.getByRole('form', { name: 'Edit content' }).getByLabel('Content', { exact: true })).toHaveValue('Design that makes a difference');
    // The dialog gives focus back as it closes; the form's first field keeps it.
    await expect(panel.getByRole('form', { name: 'Edit content' }).getByLabel('Title')).toBeFocused();
    // An edit opened and left untouched is nothing to lose: the next Edit needs no question.
    await panel.getByRole('button', { name: 'Edit Landing introduction' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(panel.getByRole('form', { name: 'Edit content' }).getByLabel('Title')).toHaveValue('Landing introduction');
  });

  test('closing the page with unsaved typing gets the browser’s leave prompt', async ({ page }) => {
    await loginAsAdmin(page);
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.type());
      void d.dismiss();
    });
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('tabpanel').getByLabel('Excerpt').fill('Notes from the press');
    await expect(page.getByRole('tab', { name: 'Blog Posts' })).toHaveAccessibleName('Blog Posts (unsaved changes)');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    await page.getByRole('tabpanel').getByLabel('Excerpt').fill('');
    await expect(page.getByRole('tab', { name: 'Blog Posts' })).toHaveAccessibleName('Blog Posts');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(prompts).toEqual(['beforeunload']);
  });

  test('View Site with nothing typed goes straight to the home page', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('button', { name: 'View Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
