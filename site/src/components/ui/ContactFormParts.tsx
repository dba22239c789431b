import { buttonStyles } from './buttonStyles.ts';

// The contact forms before the app runs: their fields are the browser's own
// (uncontrolled), so what a visitor types into the prerendered page stays
// through hydration, and each form has method="dialog", so a submit then
// goes nowhere: no address with the fields in it, no request to the server.
// The boot script keeps that submit and makes it again once the app runs
// (src/boot/keepEarlyPresses.ts), where it is checked and sent as usual.

/** The values of the named fields of a form, as typed. */
export function valuesOf<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** The contact forms' submit button: 'Sending...' and disabled while the simulated send runs. */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <button type="submit" disabled={sending} className={buttonStyles.primary}>
      {sending ? 'Sending...' : 'Send message'}
    </button>
  );
}
