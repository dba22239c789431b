import { entries } from '../../lib/storage/safeLocalStorage.ts';

/** Browsers give a site about 5 MB (5 million UTF-16 characters in Chrome and Firefox) of localStorage. */
export const QUOTA_CHARS = 5 * 1024 * 1024;

/** Characters stored by this site, keys included: what counts against the quota. */
export function usedChars(): number {
  return entries().reduce((sum, [k, v]) => sum + k.length + v.length, 0);
}

/**
 * "0 kB", "0.1 kB", "2.4 kB", "84 kB", "1.3 MB": kilobytes under a megabyte, so that a
 * post or a small photo visibly moves the figure (as "0.00 MB" would not). A
 * no-break space keeps the unit off a line of its own on a narrow screen.
 */
export function formatSize(chars: number): string {
  const kB = chars / 1024;
  if (Math.round(kB) >= 1024) return `${(kB / 1024).toFixed(1)}\u00a0MB`;
  if (chars === 0) return '0\u00a0kB';
  // A few stored characters (the sign-in flag) read 0.1 kB, not 0.0.
  return `${kB < 10 ? Math.max(kB, 0.1).toFixed(1) : Math.round(kB)}\u00a0kB`;
}
