// The names the boot script (keepEarlyPresses.ts) and the app share. The
// build writes each where it is used (vite.config.ts, inlineConst), so this
// module is never a chunk of its own: no request before the boot script runs.

/** Marks a control that does nothing until the app runs: a click on it is kept. */
export const NEEDS_APP = 'data-needs-app';
/** Marks an element whose keys (a space-separated list, e.g. "ArrowLeft ArrowRight") are kept. */
export const NEEDS_APP_KEYS = 'data-needs-app-keys';
/** Dispatched on the document by the app once it runs (lib/appStarted.ts). */
export const APP_STARTED = 'studio:app-started';
/** Set on <html> by the boot script while a finger or a button is down on the page (markPresses.ts). */
export const PRESSING = 'data-pressing';
/** Dispatched on the document by the boot script once the last press has ended and made its click. */
export const PRESS_ENDED = 'studio:press-ended';
