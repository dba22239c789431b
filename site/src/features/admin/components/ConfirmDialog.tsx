import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/buttonStyles.ts';

type Request = { title: string; body: string; confirmLabel: string; resolve: (ok: boolean) => void };

/**
 * Asks before anything is deleted or replaced, in a native modal <dialog>
 * (focus trapped, Escape cancels). Returns the dialog to render and an
 * async confirm() that resolves true only when the owner confirms.
 */
export function useConfirm(): [ReactNode, (title: string, body: string, confirmLabel?: string) => Promise<boolean>] {
  const [request, setRequest] = useState<Request | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = ref.current;
    if (request && d && !d.open) d.showModal();
  }, [request]);

  const confirm = useCallback(
    (title: string, body: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => setRequest({ title, body, confirmLabel, resolve })),
    [],
  );

  function finish(ok: boolean) {
    request?.resolve(ok);
    ref.current?.close();
    setRequest(null);
  }

  const dialog = request ? (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-[var(--radius-card)] bg-paper p-7 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <h2 id="confirm-title" className="text-2xl font-medium">
        {request.title}
      </h2>
      <p id="confirm-body" className="mt-3 text-muted">
        {request.body}
      </p>
      {/* The buttons wrap (a phone zoomed to 150 %), or Cancel would run out of the dialog's left edge. */}
      <div className="mt-7 flex flex-wrap justify-end gap-3">
        <button type="button" autoFocus className={buttonStyles.secondary} onClick={() => finish(false)}>
          Cancel
        </button>
        <button type="button" className={buttonStyles.primary} onClick={() => finish(true)}>
          {request.confirmLabel}
        </button>
      </div>
    </dialog>
  ) : null;

  return [dialog, confirm];
}
