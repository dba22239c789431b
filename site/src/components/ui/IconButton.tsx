import { forwardRef, useEffect, useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../content/constants.ts';
import { buttonStyles } from './buttonStyles.ts';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
};

// When the last tooltip closed: within the skip-delay window the next one opens at once.
let lastClosedAt = -Infinity;

/**
 * An icon-only button: its label is its accessible name and its tooltip.
 * The tooltip opens 700 ms after the pointer arrives (at once when another
 * closed less than 300 ms before, or on keyboard focus), stays while the
 * pointer is on it, and closes on leave, blur, press or Escape. The caller
 * positions the button (absolute or relative): the tooltip hangs below it.
 * A few lines instead of a tooltip library, whose positioning engine cost a
 * fifth of the JS budget.
 */
export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton({ label, children, className = '', ...rest }, ref) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = (delayed: boolean) => {
    clearTimeout(timer.current);
    if (!delayed || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  // Listening from the moment the tooltip is drawn: a browser handles a key
  // before React's passive effects, so an Escape pressed as the tooltip
  // appears would otherwise find no listener and leave it open.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-describedby={open ? id : undefined}
      className={`${buttonStyles.ghostIcon} ${className}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && show(true)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(e) => e.target.matches(':focus-visible') && show(false)}
      onBlur={hide}
      {...rest}
    >
      {children}
      {/* Hoverable (WCAG 1.4.13): inside the button, so the pointer can move
          onto it without leaving the button, and its transparent top padding
          spans the gap between the two. */}
      {open && (
        <span role="tooltip" id={id} className="absolute top-full left-1/2 z-50 -translate-x-1/2 cursor-default pt-2">
          <span className="block rounded bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-paper shadow-lg">{label}</span>
        </span>
      )}
    </button>
  );
});
