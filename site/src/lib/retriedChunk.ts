import { importingAgain } from './importAgain.ts';
import { untilLoaded, type UntilLoaded } from './untilLoaded.ts';

export type RetriedChunk<T> = {
  /** Starts the load at the first call; the same promise each time, which never rejects. */
  loaded: () => Promise<T>;
  /** Cuts the wait before the next try short (something is waiting for the chunk now). */
  tryNow: () => void;
};

/**
 * A chunk the page can do without for a while but should not lose for the
 * visit (the toast library, the carousel's engine): loaded until it arrives
 * (untilLoaded.ts), each try after a failure under a new URL where the
 * browser names the chunk's (importAgain.ts), since many browsers would
 * answer the same URL with the kept failure, offline or not. Only for a
 * chunk nothing else imports (make test-budget checks), so one copy runs.
 */
export function retriedChunk<T>(first: () => Promise<T>): RetriedChunk<T> {
  const importer = importingAgain(first);
  let load: UntilLoaded<T> | undefined;
  return {
    loaded: () => (load ??= untilLoaded(importer)).loaded,
    tryNow: () => load?.tryNow(),
  };
}
