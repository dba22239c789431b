import type { Page } from '@playwright/test';
import { expect, visit } from './test.ts';

/** Opens /admin and logs in with the demo credentials. */
export async function loginAsAdmin(page: Page) {
  await visit(page, '/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Content manager' })).toBeVisible();
}

/** Writes a blog post in the admin's Blog Posts tab (open) and saves it. */
export async function createPost(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'Write a blog post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('Travels between browsers.');
  await form.getByLabel('Author').fill('Anaya Kulkarni');
  await form.getByLabel('Category').selectOption('Branding');
  await form.getByRole('button', { name: 'Create blog post' }).click();
  await expect(toast(page, 'New blog post created successfully')).toBeVisible();
}

/**
 * The toast with this title (sonner renders toasts in a labelled live
 * region); a pattern matches a description too.
 */
export const toast = (page: Page, title: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/**
 * Asserts that no toast with this title is up now, without retrying: call it
 * once the toast that did come is visible (a flow's toasts appear together).
 * A retrying `toHaveCount(0)` would pass on a wrong toast once it expired,
 * 4 seconds later.
 */
export async function expectNoToastNow(page: Page, title: string | RegExp) {
  // eslint-disable-next-line playwright/prefer-to-have-count -- a retrying count passes once a wrong toast expires
  expect(await toast(page, title).count(), `no toast ${title}`).toBe(0);
}

/** Makes every later localStorage write in this page fail as a full quota would. */
export async function fillQuota(page: Page) {
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if ((window as unknown as { __quotaFull?: boolean }).__quotaFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.call(this, key, value);
    };
    (window as unknown as { __quotaFull?: boolean }).__quotaFull = true;
  });
}

export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
