import { useRef, useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { useSimulatedSend } from '../../lib/useSimulatedSend.ts';
import { InteractiveFieldset, SendButton } from '../../components/ui/ContactFormParts.tsx';
import { validateContact, type ContactErrors, type ContactValues } from './validateContact.ts';

const empty: ContactValues = { name: '', email: '', message: '' };

/** The home page's form: custom validation on submit, errors clear as each field is edited. */
export function HomeContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { sending, send } = useSimulatedSend();
  const form = useRef<HTMLFormElement>(null);

  function change(field: keyof ContactValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = (Object.keys(empty) as (keyof ContactValues)[]).find((k) => found[k]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send(() => setValues(empty));
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Contact the studio" className="grid gap-6">
      <InteractiveFieldset>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => change('name', e.target.value)} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => change('email', e.target.value)} />
        </div>
        <TextAreaField label="Message" className="min-h-36 resize-y" name="message" value={values.message} error={errors.message} onChange={(e) => change('message', e.target.value)} />
        <div>
          <SendButton sending={sending} />
        </div>
      </InteractiveFieldset>
    </form>
  );
}
