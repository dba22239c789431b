type Sonner = typeof import('sonner');

let chunk: Promise<Sonner> | undefined;
/** The toast library, fetched once (the layout starts it as the app starts). */
export const loadToastLibrary = () => (chunk ??= import('sonner'));

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
  if (sonner) show(sonner.toast);
  else void mounted.then((m) => show(m.toast));
}
