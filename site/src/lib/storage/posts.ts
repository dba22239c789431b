import * as v from 'valibot';
import { defaultPosts, type BlogPost } from '../../content/posts.ts';
import type { Collection } from './collections.ts';
import { blogPostSchema } from './schemas.ts';

/** Blog posts, under the key the spec names. */
export const postsCollection: Collection<BlogPost> = {
  key: 'blog-posts',
  label: 'blog posts',
  schema: v.array(blogPostSchema),
  defaults: defaultPosts,
};
