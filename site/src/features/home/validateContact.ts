/** The home contact form's rules (spec §5), checked on submit. */
import * as v from 'valibot';

export type ContactValues = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ContactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your name')),
  email: v.pipe(v.string(), v.nonEmpty('Please enter your email address'), v.regex(EMAIL_PATTERN, 'Please enter a valid email address')),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your message')),
});

/** Each field's first broken rule, by field. */
export function validateContact(values: ContactValues): ContactErrors {
  const result = v.safeParse(ContactSchema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const { nested = {} } = v.flatten<typeof ContactSchema>(result.issues);
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages![0]]));
}
