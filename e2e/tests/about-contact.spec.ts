import { linesOf, linesOfEachText } from '../support/layout.ts';
import { expect, freezeClock, test, visit } from '../support/test.ts';

test('/about shows the philosophy and a team of four', async ({ page }) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const philosophy = page.locator('section').first();
  await expect(philosophy.getByRole('listitem')).toHaveCount(4);
  const team = page.getByRole('region', { name: 'Team' });
  const members = team.getByRole('listitem');
  await expect(members).toHaveCount(4);
  for (const m of await members.all()) {
    await expect(m.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(m.getByRole('img')).toHaveAttribute('alt', /^Portrait of /);
  }
});

test('/contact links email, phone and office to mailto, tel and a map', async ({ page }) => {
  await visit(page, '/contact');
  await expect(page.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:.+@.+\..+/);
  await expect(page.getByRole('link', { name: /^Phone/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  await expect(page.getByRole('link', { name: /^Office/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
});

// Three cards in a row at 768 px left each about 110 px of text: the address
// split as 'hello@chowkstu / dio.in' and the number as '+91 22 4970 / 3816'.
test('/contact keeps the email address and phone number each on one line', async ({ page }) => {
  await visit(page, '/contact');
  const email = page.getByRole('link', { name: /^Email/ });
  const address = (await email.getAttribute('href'))!.replace(/^mailto:/, '');
  const [user, domain] = [address.slice(0, address.indexOf('@') + 1), address.slice(address.indexOf('@') + 1)];
  const emailValue = email.getByText(address, { exact: true });
  const phoneValue = page.getByRole('link', { name: /^Phone/ }).getByText(/^\+91[\d ]+$/);
  const number = (await phoneValue.textContent())!;
  expect((await linesOfEachText(emailValue)).map(([text]) => text), 'the address, offered a line break after its @').toEqual([user, domain]);
  for (const width of [1440, 1024, 768, 375, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await linesOf(emailValue), `at ${width} px: the lines ${address} is on`).toBe(1);
    expect(await linesOfEachText(phoneValue), `at ${width} px: the lines ${number} is on`).toEqual([[number, [expect.any(Number)]]]);
  }
  await page.setViewportSize({ width: 240, height: 900 });
  const texts = await linesOfEachText(emailValue);
  expect(texts.map(([text, tops]) => [text, tops.length]), 'at 240 px: each half of the address on one line').toEqual([
    [user, 1],
    [domain, 1],
  ]);
});

test('/contact requires name, email and message and leaves phone and company optional', async ({ page }) => {
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  for (const f of ['Name', 'Email', 'Message']) await expect(form.getByLabel(f)).toHaveAttribute('required', '');
  for (const f of ['Phone', 'Company']) await expect(form.getByLabel(f)).not.toHaveAttribute('required');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

  await form.getByRole('button', { name: 'Send message' }).click();
  expect(await form.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled(); // nothing started

  await form.getByLabel('Name').fill('Asha');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(form.getByRole('button', { name: 'Sending...' })).toHaveCount(0);
});

test("/contact sends a valid message for 1.5 s, toasts and clears the form", async ({ page }) => {
  await page.clock.install();
  await visit(page, '/contact');
  await freezeClock(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  const values = { Name: 'Asha Rao', Email: 'asha@example.in', Phone: '+91 98200 12345', Company: 'Rao Foods', Message: 'A new identity.' };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.clock.runFor(1500);
  await page.clock.runFor(100); // the toast library mounts toasts on a timer of its own
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  for (const label of Object.keys(values)) await expect(form.getByLabel(label)).toHaveValue('');
});
