import * as Tooltip from '@radix-ui/react-tooltip';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
};

/** An icon-only button: its label is its accessible name and its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, children, className = '', ...rest },
  ref,
) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button ref={ref} type="button" aria-label={label} className={`${buttonStyles.ghostIcon} ${className}`} {...rest}>
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded bg-ink px-2.5 py-1.5 text-xs font-medium text-paper shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
});
