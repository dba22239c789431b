/** The home contact form's rules (spec §5), checked on submit. */

export type ContactValues = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!values.email) errors.email = 'Please enter your email address';
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Please enter your message';
  return errors;
}
