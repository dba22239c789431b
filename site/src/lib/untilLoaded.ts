import { connectionBack, retryDelay } from './connectionBack.ts';

export type UntilLoaded<T> = {
  /** Resolves with the first load that succeeds; never rejects. */
  loaded: Promise<T>;
  /** Cuts the wait before the next try short (something is waiting for it now). */
  tryNow: () => void;
};

/**
 * Calls `load` until it succeeds: after a failure, again when the browser
 * comes back online, when `tryNow` is called, or, while the browser says it
 * is online, after 1 s, 2 s, 4 s … (at most 30 s apart), whichever comes
 * first. For a chunk the page can do without for a while but should not
 * lose for the whole visit.
 */
export function untilLoaded<T>(load: () => Promise<T>): UntilLoaded<T> {
  let wake: (() => void) | undefined;
  const loaded = (async () => {
    for (let tries = 0; ; tries++) {
      try {
        return await load();
      } catch {
        const { back, now } = connectionBack(retryDelay(tries));
        wake = now;
        await back;
        wake = undefined;
      }
    }
  })();
  return { loaded, tryNow: () => wake?.() };
}
