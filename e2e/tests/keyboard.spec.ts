import type { Page } from '@playwright/test';
import { expect, freezeClock, test, visit } from '../support/test.ts';

/** The focused element's name, near enough: its aria-label, its label's text, or its own text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = (el as HTMLInputElement).labels?.[0]?.innerText;
    return (el.getAttribute('aria-label') ?? label ?? el.innerText ?? '').trim();
  });
}

/** Presses Tab until the focused element matches, failing after `max` presses. */
async function tabTo(page: Page, accessibleName: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (accessibleName.test(await focusedName(page))) return;
  }
  throw new Error(`never reached ${accessibleName} with Tab`);
}

/** The focused element shows a visible focus ring (a filter pill's radio button shows it on its pill, the label around it). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement!;
    const pill = focused.matches('input.sr-only') ? focused.closest('label') : null;
    const s = getComputedStyle(pill ?? focused);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(outline.style !== 'none' && outline.width > 0 || outline.shadow !== 'none').toBe(true);
}

test('the skip link and the header are reached in reading order with a visible focus ring', async ({ page }) => {
  await visit(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toBeFocused();
  for (const name of ['Branding', 'Print', 'Digital', 'Space Design', 'About', 'Contact', 'Blog', 'Get Started']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeFocused();
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
});

// The app swaps pages without a page load, and the browser does nothing for
// focus: it stayed on the link just used. After 'Contact us' took the
// visitor down to the form, their next Tab went back up to the link's
// neighbours, a screen away; after a nav link it went on through the header,
// and a screen reader heard nothing of the new page.
test('a link to a section of the page moves focus to that section', async ({ page }) => {
  await visit(page, '/');
  const contactUs = page.locator('#products').getByRole('link', { name: 'Contact us' });
  await contactUs.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contact$/);
  const contact = page.getByRole('region', { name: 'Tell us about your project' });
  await expect(contact.getByRole('form', { name: 'Contact the studio' })).toBeInViewport();
  await expect(contactUs).not.toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), 'the section shows no ring').toBe('none');
  await page.keyboard.press('Tab');
  await expect(contact.getByRole('link', { name: /^hello@/ }), 'the section’s first link').toBeFocused();
  await page.keyboard.press('Tab');
  await expect(contact.getByLabel('Name')).toBeFocused();
  await expect(contact.getByLabel('Name')).toBeInViewport();

  await page.locator('#products').getByRole('link', { name: 'Explore our work' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Selected work' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'ALL WORKS' })).toBeFocused();
});

test('a link to another page moves focus to its main content, at its top', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY), 'the view at the top of the new page').toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'All', exact: true }), 'the next Tab lands in the page').toBeFocused();
});

test('a link to a section of another page moves focus to that section', async ({ page }) => {
  await visit(page, '/blog');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).focus();
  await page.keyboard.press('Enter');
  const contact = page.getByRole('region', { name: 'Tell us about your project' });
  await expect(contact.getByRole('form', { name: 'Contact the studio' })).toBeInViewport();
  await expect(page.getByRole('main')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(contact.getByRole('link', { name: /^hello@/ })).toBeFocused();
});

test('Back leaves focus alone', async ({ page }) => {
  await visit(page, '/blog');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Tell us about your project' })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main')).not.toBeFocused();
});

test('the carousel moves by arrow keys and by its buttons', async ({ page }) => {
  await visit(page, '/');
  await tabTo(page, /^Featured work$|Innovative Brand Solutions/);
  const region = page.getByRole('region', { name: 'Featured work' });
  await expect(region.getByRole('button', { name: 'Next slide' })).not.toHaveAttribute('aria-disabled'); // embla runs
  await page.keyboard.press('ArrowRight');
  await expect(region.getByText('2 / 3')).toBeVisible();
  await tabTo(page, /^Next slide$/);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(region.getByText('3 / 3')).toBeVisible();
});

test('the portfolio filters and cards work by keyboard', async ({ page }) => {
  await visit(page, '/');
  await tabTo(page, /^ALL WORKS$/); // a radio group: one Tab stop, at the chosen pill
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'BRANDING' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'BRANDING' })).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, /Byculla Irani Café/); // the first branding project
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio\/1$/);
});

test('keyboard only: log in to the admin and move between its tabs', async ({ page }) => {
  await visit(page, '/admin');
  await tabTo(page, /^Username$/);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Content manager' })).toBeVisible();
  await tabTo(page, /^Content$/);
  await expect(page.getByRole('tab', { name: 'Content' })).toBeFocused();
  for (const name of ['Images', 'Portfolio Items', 'Blog Posts']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name })).toBeFocused();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
});

test('@mobile keyboard only: the menu toggle opens, a link navigates, the menu closes', async ({ page }) => {
  await visit(page, '/');
  await tabTo(page, /^Open menu$/);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Branding' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/branding$/);
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden();
  await expect(page.getByRole('main'), 'focus on the new page, not lost with the closed menu').toBeFocused();
});

// WCAG 2.4.11 (focus not obscured): the header is sticky, and a browser
// scrolls a control that takes focus only as far as it must, so going back
// up a page with Shift+Tab would leave each one under the header; the page's
// scroll-padding-top keeps it below. Walked up the home page on a phone, from
// the footer to the header.
test('@mobile Shift+Tab never hides the focused control under the sticky header', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  const passed: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement!;
      if (el === document.body || el.closest('header')) return null;
      return { tag: el.tagName.toLowerCase(), bottom: el.getBoundingClientRect().bottom, headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom };
    });
    if (!focused) break;
    const name = `${focused.tag} ${(await focusedName(page)).slice(0, 40)}`;
    expect(focused.bottom, `${name}: below the header`).toBeGreaterThan(focused.headerBottom);
    passed.push(name);
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeFocused();
  expect(passed.length, 'controls passed on the way up').toBeGreaterThan(20);
});

test('@mobile keyboard only: Escape closes the open menu and puts focus back on its toggle', async ({ page }) => {
  await visit(page, '/about');
  await tabTo(page, /^Open menu$/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab'); // into the menu: Escape works from its links too
  await expect(menu.getByRole('link', { name: 'Branding' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/about$/);
});

// The send button is disabled while 'Sending...' (as the spec asks), and a
// disabled button cannot keep focus: the browser dropped it to the page, so a
// keyboard user was left nowhere once the message had gone. Focus goes back
// to the button, unless the visitor has moved it on in the meantime.
for (const [url, formName, fields] of [
  ['/', 'Contact the studio', { Name: 'Asha Rao', Email: 'asha@example.in', Message: 'A café in Bandra.' }],
  ['/contact', 'Send us a message', { Name: 'Asha Rao', Email: 'asha@example.in', Message: 'A new identity.' }],
] as const) {
  test(`after 'Sending...' on ${url}, focus is back on the send button`, async ({ page }) => {
    await page.clock.install();
    await visit(page, url);
    await freezeClock(page);
    const form = page.getByRole('form', { name: formName });
    const send = async () => {
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
      await form.getByRole('button', { name: 'Send message' }).focus();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    };

    await send();
    await expect(form.getByRole('button', { name: 'Sending...' })).not.toBeFocused();
    await page.clock.runFor(1500);
    await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('');

    await send();
    await form.getByLabel('Name').focus(); // the visitor starts the next message
    await page.clock.runFor(1500);
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(form.getByLabel('Name')).toBeFocused();
  });
}
