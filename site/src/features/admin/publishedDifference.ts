import { collections, type CollectionName } from '../../lib/storage/all.ts';
import { useCollection } from '../../lib/storage/index.ts';

/** An item as text, its fields in one order whatever order they came in. */
const canonical = (item: object) => JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))));

/** How many items of one list differ from another, by id: added, changed or removed. */
export function countDifferences(items: readonly { id: string | number }[], published: readonly { id: string | number }[]): number {
  const here = new Map(items.map((item) => [String(item.id), canonical(item)]));
  const there = new Map(published.map((item) => [String(item.id), canonical(item)]));
  let n = 0;
  for (const [id, text] of here) if (there.get(id) !== text) n++;
  for (const id of there.keys()) if (!here.has(id)) n++;
  return n;
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
