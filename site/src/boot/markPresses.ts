// Marks the page while a finger or a mouse button is down on it, from the
// first moment, so the app can keep what a press is aimed at in place until
// it ends (src/lib/storage/betweenPresses.ts). A tap is a pointerdown and a
// pointerup on one element: were the element replaced in between (a list
// the app redraws from what this browser stored, as it takes over the
// prerendered page), the click would go to neither, and the tap would be
// lost. Here from the start, as a finger can go down before the app runs and
// lift after.
import { PRESS_ENDED, PRESSING } from './earlyPressNames.ts';

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
  const up = (event: PointerEvent) => {
    if (!down.delete(event.pointerId) || down.size > 0) return;
    // In a task after this one: the press's click is dispatched first.
    doc.defaultView!.setTimeout(() => down.size === 0 && end());
  };
  doc.addEventListener('pointerup', up, true);
  doc.addEventListener('pointercancel', up, true);
  // A press whose end the page never sees (the window lost focus with a button down).
  doc.defaultView!.addEventListener('blur', () => {
    down.clear();
    end();
  });
}
