/** The one storage layer the public pages and the admin share. */
export * from './collections.ts';
export * from './store.ts';
export * from './useCollection.ts';
export { type StorageFailure } from './local-storage.ts';
export type { ContentItem, ImageItem } from './schemas.ts';
