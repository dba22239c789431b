import { JSDOM } from 'jsdom';
import { blogPostPath, paths } from '../src/content/paths.ts';
import { shareableImage } from '../src/content/images.ts';
import { journal } from '../src/content/journal.ts';
import type { BlogPost } from '../src/content/posts.ts';
import { siteUrl, studio } from '../src/content/studio.ts';
import { formatPostDate } from '../src/lib/formatPostDate.ts';

/** Where the feed is served, and its title; every page's <head> names it for feed readers. */
export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = `${journal.title} · ${studio.name}`;

const ATOM = 'http://www.w3.org/2005/Atom';

/** What XML 1.0 cannot carry at all: C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** One element of an XML document under construction: `add` appends a child, with attributes and text. */
export type XmlElement = { add: (name: string, attributes?: Record<string, string>, text?: string) => XmlElement };

/**
 * An XML document that holds any text: built as a DOM (jsdom) and
 * serialized by its XMLSerializer, which escapes what markup would read
 * (&, <, >; quotes in attributes), so no ']]>' or tag in a title ends
 * anything; the characters XML cannot carry are dropped first. The sitemap
 * is written the same way (site-files.ts).
 */
export function xmlDocument(namespace: string, root: string, fill: (root: XmlElement) => void): string {
  const { window } = new JSDOM();
  const document = window.document.implementation.createDocument(namespace, root);
  const wrap = (element: Element): XmlElement => ({
    add(name, attributes = {}, text) {
      const child = document.createElementNS(namespace, name);
      for (const [key, value] of Object.entries(attributes)) child.setAttribute(key, value.replace(NOT_XML, ''));
      if (text !== undefined) child.textContent = text.replace(NOT_XML, '');
      element.append(child);
      return wrap(child);
    },
  });
  fill(wrap(document.documentElement!));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(document)}\n`;
}

/**
 * The blog as an Atom feed (RFC 4287), for feed readers: the published
 * posts, newest first as the blog lists them, each with its excerpt, its
 * cover photo and its whole body. Titles, excerpts and names are plain text
 * (type="text": a `<b>` in a title is shown, never applied); the body is
 * HTML, escaped as text (type="html"). Its dates are the posts' own, never
 * the build's clock, so two builds of the same sources write the same file.
 */
export function blogFeedXml(posts: readonly BlogPost[]): string {
  const dated = posts.map((post) => {
    const iso = formatPostDate(post.date).iso;
    if (!iso) throw new Error(`blog feed: post ${post.id} has a date a feed cannot carry: '${post.date}'`);
    return { post, date: `${iso}T00:00:00.000Z` };
  });
  const updated = dated.map((d) => d.date).sort().at(-1) ?? new Date(0).toISOString();
  return xmlDocument(ATOM, 'feed', (feed) => {
    feed.add('id', {}, `${siteUrl}${paths.blog}`);
    feed.add('title', { type: 'text' }, FEED_TITLE);
    feed.add('updated', {}, updated);
    const author = feed.add('author');
    author.add('name', {}, studio.name);
    author.add('email', {}, studio.email);
    author.add('uri', {}, `${siteUrl}/`);
    feed.add('link', { rel: 'alternate', type: 'text/html', href: `${siteUrl}${paths.blog}` });
    feed.add('link', { rel: 'self', type: 'application/atom+xml', href: siteUrl + FEED_PATH });
    feed.add('subtitle', { type: 'text' }, journal.intro);
    feed.add('logo', {}, `${siteUrl}/apple-touch-icon.png`);
    feed.add('icon', {}, `${siteUrl}/favicon.ico`);
    feed.add('rights', { type: 'text' }, `© ${studio.name}`);
    for (const { post, date } of dated) {
      const url = siteUrl + blogPostPath(post.id);
      const cover = shareableImage(post.image);
      const entry = feed.add('entry');
      entry.add('title', { type: 'text' }, post.title);
      entry.add('id', {}, url);
      entry.add('link', { rel: 'alternate', type: 'text/html', href: url });
      entry.add('updated', {}, date);
      entry.add('published', {}, date);
      entry.add('author').add('name', {}, post.author);
      entry.add('category', { term: post.category, label: post.category });
      entry.add('summary', { type: 'text' }, post.excerpt);
      // The cover first, as the post's page shows it (decorative there too: alt="").
      const coverHtml = cover ? `<p><img src="${cover.replace(/&/g, '&amp;')}" alt="" width="1200"></p>\n` : '';
      entry.add('content', { type: 'html' }, coverHtml + (post.content ?? ''));
    }
  });
}
