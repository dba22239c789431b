import { useCallback, useSyncExternalStore } from 'react';
import { type Collection } from './collections.ts';
import { readBetweenPresses, subscribeBetweenPresses } from './betweenPresses.ts';
import { defaultsSnapshot, write, type ReadResult, type WriteResult } from './store.ts';

/**
 * A collection as React state: re-renders when it changes in this tab or in
 * another tab of the same browser, between presses (betweenPresses.ts). The
 * server snapshot is the defaults, the same object a read with nothing
 * stored gives (no second render on hydration).
 */
export function useCollection<T>(c: Collection<T>): [ReadResult<T>, (items: readonly T[]) => WriteResult] {
  const result = useSyncExternalStore(
    subscribeBetweenPresses,
    () => readBetweenPresses(c),
    () => defaultsSnapshot(c),
  );
  const save = useCallback((items: readonly T[]) => write(c, items), [c]);
  return [result, save];
}
