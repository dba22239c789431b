// @vitest-environment jsdom
// A feed reader parses the feed as XML: jsdom's DOMParser stands in for one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts, type BlogPost } from '../src/content/posts.ts';
import { blogFeedXml } from './blog-feed.ts';

/** The feed as a feed reader parses it: an XML error is a thrown error here. */
function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  const text = (el: Element | Document, selector: string) => el.querySelector(selector)?.textContent;
  return {
    root: doc.documentElement,
    updated: text(doc, 'feed > updated'),
    self: doc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
    entries: [...doc.querySelectorAll('entry')].map((e) => ({
      title: text(e, 'title'),
      id: text(e, 'id'),
      link: e.querySelector('link')?.getAttribute('href'),
      published: text(e, 'published'),
      summary: text(e, 'summary'),
      author: text(e, 'author > name'),
      category: e.querySelector('category')?.getAttribute('term'),
      content: text(e, 'content') ?? '',
    })),
  };
}

describe('the blog feed (Atom)', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the built-in posts as the blog does, newest first: title, address, date, excerpt, author, category', () => {
    const feed = parse(blogFeedXml(defaultPosts));
    expect(feed.root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.self).toBe('https://chowkstudio.in/feed.xml');
    expect(feed.entries.map((e) => e.title)).toEqual(defaultPosts.map((p) => p.title));
    expect(feed.entries[0]).toMatchObject({
      id: 'https://chowkstudio.in/blog/1',
      link: 'https://chowkstudio.in/blog/1',
      published: '2026-10-14T00:00:00.000Z', // 'October 14, 2026'
      summary: defaultPosts[0].excerpt,
      author: defaultPosts[0].author,
      category: defaultPosts[0].category,
    });
    expect(feed.updated).toBe('2026-10-14T00:00:00.000Z'); // the newest post's
  });

  it('carries each whole post, its cover photo first', () => {
    const [entry] = parse(blogFeedXml(defaultPosts)).entries;
    const body = new DOMParser().parseFromString(entry.content, 'text/html').body;
    expect(body.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1477959858617-67f85cf4f1df\?.*w=1200/);
    expect(body.textContent).toContain('Stand at the corner of Rampart Row');
  });

  it('stays well-formed whatever the text holds: &, <, and the end of a CDATA section', () => {
    const title = 'Ink & paper <b>bold</b> ]]> and after';
    const post: BlogPost = { ...defaultPosts[0], title, excerpt: 'A ]]> B & C', content: '<p>x ]]> y</p>' };
    const [entry] = parse(blogFeedXml([post])).entries;
    // The title is HTML in Atom (type="html"): a reader shows it as its markup reads.
    expect(new DOMParser().parseFromString(entry.title!, 'text/html').body.textContent).toBe('Ink & paper bold ]]> and after');
    expect(entry.summary).toBe('A ]]> B & C');
    expect(entry.content).toContain('<p>x ]]> y</p>');
  });

  it('is the same file on every build: its dates are the posts’, not the clock’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const before = blogFeedXml(defaultPosts);
    vi.setSystemTime(new Date('2031-06-30T12:00:00Z'));
    expect(blogFeedXml(defaultPosts)).toBe(before);
  });

  it('fails the build on a built-in post whose date a feed cannot carry', () => {
    expect(() => blogFeedXml([{ ...defaultPosts[0], date: 'Monsoon 2026' }])).toThrow(/post 1 has a date a feed cannot carry: 'Monsoon 2026'/);
  });
});
