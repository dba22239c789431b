import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the
 * page runs: controls that only work with JavaScript stay disabled until
 * then, so nothing typed into them before is silently dropped.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
