import { useId, type ReactNode } from 'react';

/** The admin's own pieces, on the same tokens as the public site (its fields: components/ui/Field.tsx, dense). */

export const smallButton =
  'inline-flex items-center gap-1.5 rounded-[var(--radius-card)] border border-line bg-white px-3 py-1.5 text-sm font-medium hover:border-ink disabled:opacity-60';
export const dangerButton =
  'inline-flex items-center gap-1.5 rounded-[var(--radius-card)] border border-line bg-white px-3 py-1.5 text-sm font-medium text-accent-dark hover:border-accent-dark';

/** A panel: the add/edit form or the list beside it. */
export function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Focusable from script: where focus goes when the panel's last listed item is deleted. */}
        <h3 id={id} tabIndex={-1} className="text-xl font-medium">
          {title}
        </h3>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded border border-dashed border-line p-8 text-center text-sm text-muted">{children}</p>;
}
