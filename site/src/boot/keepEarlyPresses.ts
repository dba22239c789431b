// Presses made before the app runs, kept and made again once it does.
//
// A prerendered page is on screen seconds before React runs it on a slow
// phone (loadAfterPaint.ts holds the app back until the page has painted).
// Most of its controls need no script: links, the menu (a popover), the
// filter pills (radio buttons), the form fields. The few that do (a form's
// submit, the carousel's arrows and dots and its arrow keys) are caught here,
// in the one script that runs at once: the press is kept, the control shows
// that it was taken (aria-busy, styled in index.css), and when the app
// announces that it runs (APP_STARTED, from the layout) each press is made
// again, in order, for React to handle as if it had just happened.
//
// Its names (earlyPressNames.ts) are the app's too (the carousel's
// attributes, lib/appStarted.ts).

import { APP_STARTED, NEEDS_APP, NEEDS_APP_KEYS } from './earlyPressNames.ts';

/**
 * Catches presses from now until the app dispatches APP_STARTED on the
 * document, then makes them again. Every form's submit is caught (a form
 * needs the app to send; its fields keep what was typed, and the browser's
 * own checks of `required` fields still run first), as are clicks on
 * NEEDS_APP controls and the listed keys on NEEDS_APP_KEYS elements.
 * Caught in the capture phase at the document, before React's own listener
 * on the root, which is there from the moment hydration starts: a press
 * during hydration is kept too, and made once, after it.
 */
export function keepEarlyPresses(doc: Document = document): void {
  const kept: { control: Element; again: () => void }[] = [];

  const keep = (event: Event, control: Element, again: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    kept.push({ control, again });
  };

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest?.<HTMLElement>(`[${NEEDS_APP}]`);
    if (control) keep(event, control, () => control.click());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const control = (event.target as Element).closest?.(`[${NEEDS_APP_KEYS}]`);
    if (!control?.getAttribute(NEEDS_APP_KEYS)!.split(' ').includes(event.key)) return;
    const { key } = event;
    keep(event, control, () => control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    // A form sent twice before the app runs is sent once, with what it holds then.
    const earlier = kept.findIndex((press) => press.control === (submitter ?? form));
    if (earlier >= 0) kept.splice(earlier, 1);
    keep(event, submitter ?? form, () => form.requestSubmit(submitter));
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener(
    APP_STARTED,
    () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('submit', onSubmit, true);
      for (const { control } of kept) control.removeAttribute('aria-busy');
      for (const { control, again } of kept) if (control.isConnected) again();
    },
    { once: true },
  );
}
