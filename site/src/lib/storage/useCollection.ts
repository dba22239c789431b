import { useCallback, useSyncExternalStore } from 'react';
import { type Collection } from './collections.ts';
import { read, subscribe, write, type ReadResult, type WriteResult } from './store.ts';

/**
 * A collection as React state: re-renders when it changes in this tab or in
 * another tab of the same browser. The server snapshot is the defaults.
 */
export function useCollection<T>(c: Collection<T>): [ReadResult<T>, (items: readonly T[]) => WriteResult] {
  const result = useSyncExternalStore(
    subscribe,
    () => read(c),
    () => serverSnapshot(c),
  );
  const save = useCallback((items: readonly T[]) => write(c, items), [c]);
  return [result, save];
}

const serverSnapshots = new Map<string, ReadResult<unknown>>();
function serverSnapshot<T>(c: Collection<T>): ReadResult<T> {
  let s = serverSnapshots.get(c.key);
  if (!s) {
    s = { items: c.defaults, source: 'defaults', backup: null };
    serverSnapshots.set(c.key, s);
  }
  return s as ReadResult<T>;
}
