/**
 * The one storage layer the public pages and the admin share. The blog's and
 * the image library's collections (posts.ts, images.ts) and the list of all
 * of them (all.ts) are imported from their own modules, so the home page's
 * bundle carries only what it reads.
 */
export * from './collections.ts';
export * from './store.ts';
export * from './useCollection.ts';
export { type StorageFailure } from './safeLocalStorage.ts';
export type { ContentItem, ImageItem } from './schemas.ts';
