import { describe, expect, it } from 'vitest';
import { validateContact } from './validateContact.ts';

const ok = { name: 'Asha', email: 'asha@example.in', message: 'A new shopfront' };

describe('home contact form validation (spec §5)', () => {
  it('accepts a complete message', () => {
    expect(validateContact(ok)).toEqual({});
  });

  it("requires the name after trimming: 'Please enter your name'", () => {
    expect(validateContact({ ...ok, name: '   ' }).name).toBe('Please enter your name');
  });

  it("requires the email: 'Please enter your email address'", () => {
    expect(validateContact({ ...ok, email: '' }).email).toBe('Please enter your email address');
  });

  it.each(['asha', 'asha@', 'asha@example', '@example.in', 'asha@example.', 'a sha@example.in'])(
    "rejects %s: 'Please enter a valid email address'",
    (email) => {
      expect(validateContact({ ...ok, email }).email).toBe('Please enter a valid email address');
    },
  );

  it.each(['a@b.c', 'first.last@studio.co.in'])('accepts text@text.text such as %s', (email) => {
    expect(validateContact({ ...ok, email }).email).toBeUndefined();
  });

  it("requires the message after trimming: 'Please enter your message'", () => {
    expect(validateContact({ ...ok, message: '\n  \t' }).message).toBe('Please enter your message');
  });

  it('reports every missing field at once', () => {
    expect(Object.keys(validateContact({ name: '', email: '', message: '' }))).toEqual(['name', 'email', 'message']);
  });
});
