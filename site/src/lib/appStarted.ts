import { APP_STARTED } from '../boot/earlyPressNames.ts';

/**
 * Tells the boot script that the app runs, so the presses it kept while the
 * app loaded are made again now (src/boot/keepEarlyPresses.ts, APP_STARTED).
 * The layout calls it in its first effect, after hydration has committed.
 */
export function announceAppStarted(doc: Document = document): void {
  doc.dispatchEvent(new Event(APP_STARTED));
}
