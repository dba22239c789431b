import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlBase = 'block w-full rounded-[var(--radius-card)] border border-line bg-white text-ink transition-colors focus:border-ink aria-[invalid=true]:border-accent-dark';

/**
 * A form control's classes: roomy on the public site, `dense` in the admin
 * (same tokens, smaller type and padding). For a control that is not one of
 * the fields below (a file input, a list-backed input), under a Label.
 */
export function controlClass(dense = false): string {
  return dense ? `${controlBase} mt-1.5 px-3 py-2 text-sm` : `${controlBase} mt-2 px-4 py-3 text-base placeholder:text-muted/70`;
}

/** A field's label, with a quieter hint after it: "(required)", "(optional)". */
export function Label({ htmlFor, hint, children }: { htmlFor: string; hint?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-ink">
      {children}
      {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
    </label>
  );
}

/** A field's error under its control, in the accent's dark shade with an icon; the control names `id` in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-accent-dark">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

type Common = {
  label: string;
  hint?: string;
  /** Shown under the control, which it describes. */
  error?: string;
  dense?: boolean;
  id?: string;
};
type ControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label above its control and its error below it; the control gets aria-invalid and aria-describedby. */
function Field({ label, hint, error, dense, id, render }: Common & { render: (control: ControlProps) => ReactNode }) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div>
      <Label htmlFor={fieldId} hint={hint}>
        {label}
      </Label>
      {render({ id: fieldId, className: controlClass(dense), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function TextField({ label, hint, error, dense, id, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <Field {...{ label, hint, error, dense, id }} render={(c) => <input {...c} {...rest} />} />;
}

export function TextAreaField({ label, hint, error, dense, id, className = '', ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field {...{ label, hint, error, dense, id }} render={(c) => <textarea {...c} className={`${c.className} ${className}`} {...rest} />} />;
}

export function SelectField({ label, hint, error, dense, id, children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return <Field {...{ label, hint, error, dense, id }} render={(c) => <select {...c} {...rest}>{children}</select>} />;
}
