import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const control =
  'mt-2 block w-full rounded-[var(--radius-card)] border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-ink aria-[invalid=true]:border-accent-dark';

type Common = { label: string; error?: string; hint?: string };
type ControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label above its control and the error below it, in the accent's dark
 * shade with an icon; the control gets aria-invalid and aria-describedby.
 */
function Field({ label, error, hint, id, render }: Common & { id?: string; render: (control: ControlProps) => ReactNode }) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </label>
      {render({ id: fieldId, className: control, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-accent-dark">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, id, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} error={error} hint={hint} id={id} render={(c) => <input {...c} {...rest} />} />;
}

export function TextAreaField({ label, error, hint, id, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} error={error} hint={hint} id={id} render={(c) => <textarea {...c} className={`${c.className} min-h-36 resize-y`} {...rest} />} />;
}
