/**
 * How long to wait between tries of a load that failed for want of a
 * connection: 1 s, doubling up to 30 s, the delays of the spec's data-cache
 * defaults. Shared by a route's code (src/app/loadChunk.ts) and the chunks
 * the page can do without for a while (untilLoaded.ts).
 */
export const RETRY_DELAYS = { firstMs: 1_000, maxMs: 30_000 };

/** The wait before try number `tries + 1` (0 after the first failure). */
export const retryDelay = (tries: number) => Math.min(RETRY_DELAYS.firstMs * 2 ** tries, RETRY_DELAYS.maxMs);

/**
 * Resolves (`back`) when the browser comes back online, when `now` is called
 * (something is waiting for the load), or, while the browser says it is
 * online, after `delayMs`: offline, a timer would only make a try that
 * cannot succeed.
 */
export function connectionBack(delayMs: number): { back: Promise<void>; now: () => void } {
  let now = () => {};
  const back = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = navigator.onLine ? setTimeout(done, delayMs) : undefined;
    window.addEventListener('online', done);
    now = done;
  });
  return { back, now };
}
