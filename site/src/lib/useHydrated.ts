import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the
 * page runs: for a value the prerender cannot know (the footer's year on the
 * visitor's clock), shown once the page runs without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
