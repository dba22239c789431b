import type { PortfolioCategory } from './categories.ts';

/**
 * The site's client routes: the one table both the router (src/app/router.tsx)
 * and the server's route manifest (tooling/route-manifest.ts) are built from.
 * Keep it free of React so the build config can import it.
 */
export const paths = {
  home: '/',
  branding: '/branding',
  print: '/print',
  digital: '/digital',
  spaceDesign: '/space-design',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  blogPost: '/blog/:id',
  project: '/portfolio/:id',
  admin: '/admin',
} as const;

export type RouteName = keyof typeof paths;

/** Each portfolio category's service page. */
export const servicePaths = {
  branding: paths.branding,
  print: paths.print,
  digital: paths.digital,
  'space-design': paths.spaceDesign,
} as const satisfies Record<PortfolioCategory, string>;

/** Every path the app renders a page for (the 404 catch-all is not one). */
export const clientRoutes: string[] = Object.values(paths);

/**
 * Route parameters that only ever hold a non-negative integer in digits: blog
 * post ids (blogPostSchema in lib/storage/schemas.ts). /blog/abc names no post
 * in any browser, so the server answers it with 404 (the app still shows
 * 'Blog Post Not Found'). Project ids are free text: an import can bring its own.
 */
export const integerParams: Record<string, string[]> = { [paths.blogPost]: ['id'] };

export const blogPostPath = (id: number | string) => `/blog/${encodeURIComponent(String(id))}`;
export const projectPath = (id: string) => `/portfolio/${encodeURIComponent(id)}`;

/**
 * Every public page with a fixed address, for these posts and projects: the
 * static routes and each post's and project's page. The build prerenders
 * them and lists them in sitemap.xml; the admin and ids created in it stay
 * client-only.
 */
export function publicPagesOf(posts: readonly { id: number }[], projects: readonly { id: string }[]): string[] {
  const staticRoutes = clientRoutes.filter((r) => !r.includes(':') && r !== paths.admin);
  return [...staticRoutes, ...posts.map((p) => blogPostPath(p.id)), ...projects.map((p) => projectPath(p.id))];
}
