import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { useSimulatedSend } from '../../lib/useSimulatedSend.ts';
import { SendButton, valuesOf } from '../../components/ui/ContactFormParts.tsx';
import { validateContact, type ContactErrors, type ContactValues } from './validateContact.ts';

const fields = ['name', 'email', 'message'] as const satisfies readonly (keyof ContactValues)[];

/**
 * The home page's form: custom validation on submit, errors clear as each
 * field is edited. Its fields are the browser's own (uncontrolled): what a
 * visitor types before the app runs is still there when it does.
 */
export function HomeContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});
  const { sending, send } = useSimulatedSend();

  const clear = (field: keyof ContactValues) => () => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateContact(valuesOf(form, fields));
    setErrors(found);
    const first = fields.find((k) => found[k]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send(() => form.reset());
  }

  return (
    // method="dialog": a form that is not in a dialog goes nowhere when sent
    // (no address, no request), so a submit before the app runs leaves the
    // page and what was typed as they are (ContactFormParts.tsx).
    <form method="dialog" noValidate onSubmit={submit} aria-label="Contact the studio" className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} onChange={clear('name')} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} onChange={clear('email')} />
      </div>
      <TextAreaField label="Message" className="min-h-36 resize-y" name="message" error={errors.message} onChange={clear('message')} />
      <div>
        <SendButton sending={sending} />
      </div>
    </form>
  );
}
