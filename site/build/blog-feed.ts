import { Feed } from 'feed';
import { blogPostPath, paths } from '../src/content/paths.ts';
import { shareableImage } from '../src/content/images.ts';
import { journal } from '../src/content/journal.ts';
import type { BlogPost } from '../src/content/posts.ts';
import { siteUrl, studio } from '../src/content/studio.ts';
import { formatPostDate } from '../src/features/blog/formatPostDate.ts';

/** Where the feed is served, and its title; every page's <head> names it for feed readers. */
export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = `${journal.title} · ${studio.name}`;

/**
 * The blog as an Atom feed (RFC 4287), for feed readers: the built-in posts,
 * newest first as the blog lists them, each with its excerpt, its cover photo
 * and its whole body. Written by the build, like sitemap.xml: posts made in
 * the admin live in one browser's storage, where no feed reader can fetch
 * them. Its dates are the posts' own, never the build's clock, so two builds
 * of the same sources write the same file.
 */
export function blogFeedXml(posts: readonly BlogPost[]): string {
  const dated = posts.map((post) => {
    const iso = formatPostDate(post.date).iso;
    if (!iso) throw new Error(`blog feed: post ${post.id} has a date a feed cannot carry: '${post.date}'`);
    return { post, date: new Date(`${iso}T00:00:00Z`) };
  });
  const feed = new Feed({
    title: FEED_TITLE,
    description: journal.intro,
    id: `${siteUrl}${paths.blog}`,
    link: `${siteUrl}${paths.blog}`,
    feed: siteUrl + FEED_PATH,
    language: 'en-IN',
    image: `${siteUrl}/apple-touch-icon.png`,
    favicon: `${siteUrl}/favicon.ico`,
    copyright: `© ${studio.name}`,
    updated: new Date(Math.max(0, ...dated.map((d) => d.date.getTime()))),
    generator: false,
    author: { name: studio.name, email: studio.email, link: `${siteUrl}/` },
  });
  for (const { post, date } of dated) {
    const url = siteUrl + blogPostPath(post.id);
    const cover = shareableImage(post.image);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date,
      published: date,
      description: post.excerpt,
      // The cover first, as the post's page shows it (decorative there too: alt="").
      content: (cover ? `<p><img src="${cover.replace(/&/g, '&amp;')}" alt="" width="1200"></p>\n` : '') + (post.content ?? ''),
      author: [{ name: post.author }],
      category: [{ name: post.category, term: post.category }],
    });
  }
  return feed.atom1();
}
