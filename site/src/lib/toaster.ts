import { chunkOnDemand } from './chunkOnDemand.ts';

type Sonner = typeof import('sonner');

/**
 * The toast library, fetched once as the app starts (the layout asks for it).
 * A load that fails (a phone's connection dropping just after the page
 * arrived) is tried again when a toast is waiting for it: the visitor is
 * never left without the answer to what they just did.
 */
const library = chunkOnDemand(() => import('sonner'));
export const toastLibrary: () => Promise<Sonner> = library.load;

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
  void library.load();
  void mounted.then((m) => show(m.toast));
}

/** The toasts the admin raises, through the layout's region (showToast). */
export const notify = {
  success: (...args: Parameters<Sonner['toast']['success']>) => showToast((toast) => toast.success(...args)),
  error: (...args: Parameters<Sonner['toast']['error']>) => showToast((toast) => toast.error(...args)),
};
