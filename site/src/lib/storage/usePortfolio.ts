import { portfolioCollection, useCollection } from './index.ts';

/** The portfolio as the owner manages it in /admin, or the defaults. */
export function usePortfolio() {
  return useCollection(portfolioCollection)[0].items;
}
