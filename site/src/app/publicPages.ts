import { defaultPortfolio } from '../content/portfolio.ts';
import { defaultPosts } from '../content/posts.ts';
import { publicPagesOf } from '../content/paths.ts';

/** Every public page of the published content (publicPagesOf): what the build prerenders. */
export function publicPages(): string[] {
  return publicPagesOf(defaultPosts, defaultPortfolio);
}
