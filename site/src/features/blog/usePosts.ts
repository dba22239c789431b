import { useCollection } from '../../lib/storage/index.ts';
import { postsCollection } from '../../lib/storage/posts.ts';
import type { BlogPost } from '../../content/posts.ts';
import { RELATED_POSTS_MAX } from '../../content/constants.ts';

/** Blog posts from localStorage ('blog-posts') or the four defaults. */
export function usePosts() {
  return useCollection(postsCollection)[0].items;
}

/** Up to three posts of the same category, excluding the post itself. */
export function relatedPosts(posts: readonly BlogPost[], post: BlogPost): BlogPost[] {
  return posts.filter((p) => p.category === post.category && p.id !== post.id).slice(0, RELATED_POSTS_MAX);
}
