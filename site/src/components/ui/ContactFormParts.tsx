import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated.ts';
import { buttonStyles } from './button-styles.ts';

/**
 * A form's controls, disabled until the page runs: typing into a prerendered
 * form before hydration would be lost. Lays out as if it were not there.
 */
export function InteractiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}

/** The contact forms' submit button: 'Sending...' and disabled while the simulated send runs. */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <button type="submit" disabled={sending} className={buttonStyles.primary}>
      {sending ? 'Sending...' : 'Send message'}
    </button>
  );
}
