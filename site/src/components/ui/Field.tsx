import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'mt-2 block w-full rounded-[var(--radius-card)] border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-ink aria-[invalid=true]:border-accent-dark';

type Common = { label: string; error?: string; hint?: string };

function Message({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-accent-dark">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {error}
    </p>
  );
}

/** A labelled input with its error underneath, linked by aria-describedby. */
export function TextField({ label, error, hint, id, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </label>
      <input
        id={fieldId}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <Message id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, id, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </label>
      <textarea
        id={fieldId}
        className={`${control} min-h-36 resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <Message id={errorId} error={error} />
    </div>
  );
}
