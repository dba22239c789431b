import { useLayoutEffect, useState } from 'react';
import { reloadIfReachable, reloadWhenOnline } from '../../lib/loadPageAgain.ts';
import { buttonStyles } from './buttonStyles.ts';

/**
 * The "Try again" of a notice that something could not be loaded, and what
 * came of the last try. While it is on screen the page also loads again by
 * itself once the browser is back online (lib/loadPageAgain.ts).
 */
export function TryAgain() {
  // Not tried yet, asking the server, or found it out of reach.
  const [state, setState] = useState<'idle' | 'trying' | 'unreachable'>('idle');
  // In the commit that shows the notice: from the moment it is on screen, the
  // browser coming back online loads the page.
  useLayoutEffect(() => reloadWhenOnline(), []);
  const trying = state === 'trying';
  function tryAgain() {
    setState('trying');
    void reloadIfReachable().then((reloading) => setState(reloading ? 'trying' : 'unreachable'));
  }
  return (
    <>
      <button type="button" onClick={trying ? undefined : tryAgain} aria-disabled={trying || undefined} className={buttonStyles.primary}>
        {trying ? 'Trying…' : 'Try again'}
      </button>
      <p role="status" className="mt-4 text-sm text-muted">
        {state === 'unreachable' ? 'Still no connection. This page will load as soon as you’re back online.' : ''}
      </p>
    </>
  );
}
