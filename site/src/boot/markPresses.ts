// Marks the page while a finger or a mouse button is down on it, from the
// first moment, so the app can keep what a press is aimed at in place until
// it ends (src/lib/storage/betweenPresses.ts). A tap is a pointerdown and a
// pointerup on one element: were the element replaced in between (a list
// the app redraws from what this browser stored, as it takes over the
// prerendered page), the click would go to neither, and the tap would be
// lost. Here from the start, as a finger can go down before the app runs and
// lift after.
import { PRESS_ENDED, PRESSING } from './earlyPressNames.ts';

/** How long after a lift its click may come: a finger's tap is recognised after the lift. */
export const CLICK_WAIT_MS = 1000;

export function markPresses(doc: Document = document): void {
  const down = new Set<number>();
  const root = doc.documentElement;
  const end = () => {
    root.removeAttribute(PRESSING);
    doc.dispatchEvent(new Event(PRESS_ENDED));
  };
  doc.addEventListener(
    'pointerdown',
    (event) => {
      down.add(event.pointerId);
      root.setAttribute(PRESSING, '');
    },
    true,
  );
  // The press ends in a task after its click: for a mouse the click follows
  // the button's release in the same task, for a finger it is the tap the
  // browser recognises once the lift is handled, a task or more later (the
  // link under the finger must still be the one it went down on). A lift
  // that makes no click (a long press, a drag) ends it after CLICK_WAIT_MS.
  let timer: number | undefined;
  const endIn = (ms: number) => {
    doc.defaultView!.clearTimeout(timer);
    doc.removeEventListener('click', endAfterClick, true);
    timer = doc.defaultView!.setTimeout(() => down.size === 0 && end(), ms);
  };
  const endAfterClick = () => endIn(0);
  const up = (event: PointerEvent) => {
    if (!down.delete(event.pointerId) || down.size > 0) return;
    if (event.type === 'pointercancel') return endIn(0);
    endIn(CLICK_WAIT_MS);
    doc.addEventListener('click', endAfterClick, true);
  };
  doc.addEventListener('pointerup', up, true);
  doc.addEventListener('pointercancel', up, true);
  // A press whose end the page never sees (the window lost focus with a button down).
  doc.defaultView!.addEventListener('blur', () => {
    down.clear();
    end();
  });
}
