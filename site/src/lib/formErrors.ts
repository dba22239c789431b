import * as v from 'valibot';

/**
 * Each field's first broken rule, by field name: the message a form shows
 * under that field (components/ui/Field.tsx). Every form of the site checks
 * its values this way, against a valibot schema of its own.
 */
export function fieldErrors<TSchema extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: TSchema, values: unknown): Partial<Record<keyof TSchema['entries'], string>> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const { nested = {} } = v.flatten<TSchema>(result.issues);
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, (messages as string[])[0]])) as Partial<Record<keyof TSchema['entries'], string>>;
}
