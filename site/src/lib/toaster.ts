import { retriedChunk } from './retriedChunk.ts';

type Sonner = typeof import('sonner');

/**
 * The toast library, fetched once as the app starts (the layout asks for it).
 * A load that fails (a phone's connection dropping just after the page
 * arrived) is tried again until it succeeds (retriedChunk.ts), and at once
 * when a toast is waiting for it: the visitor is never left without the
 * answer to what they just did. Nothing imports this chunk but this module
 * (make test-budget checks), so only one copy ever runs.
 */
const library = retriedChunk(() => import('sonner'));
export const toastLibrary: () => Promise<Sonner> = library.loaded;

let sonner: Sonner | undefined;
let markMounted: (m: Sonner) => void = () => {};
const mounted = new Promise<Sonner>((resolve) => (markMounted = resolve));

/** Called by the layout once the toast region is mounted and listening. */
export function toasterMounted(module: Sonner) {
  sonner = module;
  markMounted(module);
}

/**
 * Shows a toast: at once when the toast region listens (the usual case), or
 * as soon as it does. The region mounts just after hydration, with the toast
 * library's chunk; a toast raised before that waits instead of being dropped.
 */
export function showToast(show: (toast: Sonner['toast']) => void) {
  if (sonner) return show(sonner.toast);
  library.tryNow();
  void mounted.then((m) => show(m.toast));
}

/**
 * The toasts the admin raises, through the layout's region (showToast). Its
 * code names no import of the library: a second importer would make the
 * retry under a new URL above run a second copy.
 */
export const notify = {
  success: (...args: Parameters<Sonner['toast']['success']>) => showToast((toast) => toast.success(...args)),
  error: (...args: Parameters<Sonner['toast']['error']>) => showToast((toast) => toast.error(...args)),
};
