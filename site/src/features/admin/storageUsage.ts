import { entries } from '../../lib/storage/local-storage.ts';

/** Browsers give a site about 5 MB (5 million UTF-16 characters in Chrome and Firefox) of localStorage. */
export const QUOTA_CHARS = 5 * 1024 * 1024;

/** Characters stored by this site, keys included: what counts against the quota. */
export function usedChars(): number {
  return entries().reduce((sum, [k, v]) => sum + k.length + v.length, 0);
}

/** "0.42 MB", "3.1 MB": a no-break space, so a narrow screen never puts the unit on a line of its own. */
export function formatMB(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(chars < 1024 * 1024 ? 2 : 1)}\u00a0MB`;
}
