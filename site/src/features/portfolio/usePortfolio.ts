import { collections, useCollection } from '../../lib/storage/index.ts';

/** The portfolio as the owner manages it in /admin, or the defaults. */
export function usePortfolio() {
  return useCollection(collections.portfolio)[0].items;
}
