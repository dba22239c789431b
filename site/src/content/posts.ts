import type { BlogCategory } from './categories.ts';
import publishedPosts from 'virtual:published/posts';

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  /** HTML; sanitized before it is rendered, unless it is a built-in post's own body (features/blog/PostBody.tsx). */
  content?: string;
  /** Free text ('March 12, 2026') or yyyy-mm-dd when written in the admin. */
  date: string;
  author: string;
  image: string;
  category: BlogCategory;
};

/**
 * The posts the studio has published (site/published/content.json, written
 * by `make publish`): the blog every visitor sees until the owner stores
 * posts of their own in the admin, and what "Reset to defaults" brings back.
 * Their bodies arrive sanitized by the build (tooling/published-content.ts).
 */
export const defaultPosts: BlogPost[] = publishedPosts;
