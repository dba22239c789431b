/** A chunk loaded when something asks for it (chunkOnDemand). */
export type ChunkOnDemand<T> = {
  /** Starts loading the chunk, or tries again after a failed load; resolves once a load succeeds. */
  load: () => Promise<T>;
};

/**
 * A chunk the page can do without for a while (the toast library, the
 * carousel's engine). A load that fails (a phone's connection dropping just
 * after the page arrived) is not retried on a timer: it is tried again when
 * the browser says it is back online, and by the next `load()`, made when
 * something needs the chunk (a toast to show, a control pressed). Every
 * call's promise resolves with the first load that succeeds, and none
 * rejects.
 */
export function chunkOnDemand<T>(importer: () => Promise<T>): ChunkOnDemand<T> {
  let resolve!: (module: T) => void;
  const loaded = new Promise<T>((r) => (resolve = r));
  let trying: Promise<void> | undefined;
  let done = false;
  function load(): Promise<T> {
    if (!done) {
      trying ??= importer().then(
        (module) => {
          done = true;
          resolve(module);
        },
        () => {
          trying = undefined;
          window.addEventListener('online', () => void load(), { once: true });
        },
      );
    }
    return loaded;
  }
  return { load };
}
