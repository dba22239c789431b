import { collections, type CollectionName } from '../../lib/storage/all.ts';
import { changesById } from '../../lib/storage/bundle.ts';
import { useCollection } from '../../lib/storage/index.ts';

/** How many items of one list differ from another, by id: added, changed or removed. */
export function countDifferences(items: readonly { id: string | number }[], published: readonly { id: string | number }[]): number {
  const { added, changed, removed } = changesById(items, published);
  return added.length + changed.length + removed.length;
}

/**
 * How many items this browser's content has that differ from the published
 * content (the collections' defaults, site/published/content.json): what an
 * export would change if it were published. Follows every change, here or
 * in another tab.
 */
export function usePublishedDifference(): number {
  const lists = {
    posts: useCollection(collections.posts)[0].items,
    portfolio: useCollection(collections.portfolio)[0].items,
    content: useCollection(collections.content)[0].items,
    images: useCollection(collections.images)[0].items,
  } satisfies Record<CollectionName, readonly { id: string | number }[]>;
  return (Object.keys(lists) as CollectionName[]).reduce((n, name) => n + countDifferences(lists[name], collections[name].defaults), 0);
}
