/**
 * Waits between tries of a failed load: 1 s, doubling up to 30 s, as a
 * route's code does (RETRY_DELAYS in src/app/loadChunk.ts).
 */
export const LOAD_RETRY_DELAYS = { firstMs: 1_000, maxMs: 30_000 };

export type UntilLoaded<T> = {
  /** Resolves with the first load that succeeds; never rejects. */
  loaded: Promise<T>;
  /** Cuts the wait before the next try short (something is waiting for it now). */
  tryNow: () => void;
};

/**
 * Calls `load` until it succeeds: after a failure, again when the browser
 * comes back online, when `tryNow` is called, or after 1 s, 2 s, 4 s … (at
 * most 30 s apart), whichever comes first. For a chunk the page can do
 * without for a while but should not lose for the whole visit.
 */
export function untilLoaded<T>(load: () => Promise<T>, delays = LOAD_RETRY_DELAYS): UntilLoaded<T> {
  let wake: (() => void) | undefined;
  const nextTry = (delayMs: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, delayMs);
      window.addEventListener('online', done);
      wake = done;
    });
  const loaded = (async () => {
    for (let tries = 0; ; tries++) {
      try {
        return await load();
      } catch {
        await nextTry(Math.min(delays.firstMs * 2 ** tries, delays.maxMs));
      }
    }
  })();
  return { loaded, tryNow: () => wake?.() };
}
