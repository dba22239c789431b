import { contentCollection, portfolioCollection } from './collections.ts';
import { imagesCollection } from './images.ts';
import { postsCollection } from './posts.ts';

/** Every collection, for the admin's warnings, export and reset. */
export const collections = {
  posts: postsCollection,
  portfolio: portfolioCollection,
  content: contentCollection,
  images: imagesCollection,
};

export type CollectionName = keyof typeof collections;
