import { defaultPortfolio } from '../content/portfolio.ts';
import { defaultPosts } from '../content/posts.ts';
import { blogPostPath, clientRoutes, projectPath } from '../content/paths.ts';

/**
 * Every public page with a fixed address: the static routes and each default
 * post and project. The build prerenders these and lists them in sitemap.xml;
 * the admin and ids created in it stay client-only.
 */
export function publicPages(): string[] {
  const staticRoutes = clientRoutes.filter((r) => !r.includes(':') && r !== '/admin');
  return [...staticRoutes, ...defaultPosts.map((p) => blogPostPath(p.id)), ...defaultPortfolio.map((p) => projectPath(p.id))];
}
