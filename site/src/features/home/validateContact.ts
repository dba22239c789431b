/** The home contact form's rules (spec §5), checked on submit. */
import * as v from 'valibot';
import { fieldErrors } from '../../lib/formErrors.ts';

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
export const validateContact = (values: ContactValues): ContactErrors => fieldErrors(ContactSchema, values);
