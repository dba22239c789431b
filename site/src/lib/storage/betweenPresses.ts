import { PRESS_ENDED, PRESSING } from '../../boot/earlyPressNames.ts';
import type { Collection } from './collections.ts';
import { defaultsSnapshot, read, subscribe, type ReadResult } from './store.ts';

// What this browser stored reaches the page between presses, never during
// one. As the app takes over a prerendered page, a list drawn from the
// published content is redrawn from the stored one (the owner's own posts):
// a finger that went down on a 'Read more' of the first must lift on that
// same link, or its tap goes nowhere. The boot script marks the page while a
// press is down (src/boot/markPresses.ts); until the press ends, a
// collection reads as it last did (on a page being hydrated: the published
// content it was prerendered from).

const shown = new WeakMap<Collection<unknown>, ReadResult<unknown>>();

/** The collection as stored, or as last read while a press is down. */
export function readBetweenPresses<T>(c: Collection<T>): ReadResult<T> {
  if (document.documentElement.hasAttribute(PRESSING)) {
    return (shown.get(c) as ReadResult<T> | undefined) ?? defaultsSnapshot(c);
  }
  const now = read(c);
  shown.set(c, now);
  return now;
}

/** subscribe, and a call back when a press ends: what it held back is read then. */
export function subscribeBetweenPresses(onChange: () => void): () => void {
  const unsubscribe = subscribe(onChange);
  document.addEventListener(PRESS_ENDED, onChange);
  return () => {
    unsubscribe();
    document.removeEventListener(PRESS_ENDED, onChange);
  };
}
