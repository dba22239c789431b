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

  // Every C0 control character; XML 1.0 carries only tab, line feed and carriage return.
  const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('');
  // A reader reads a line break as a line feed (XML's end-of-line handling).
  const legal = (text: string) => [...text].filter((c) => c >= ' ' || '\t\n\r'.includes(c)).join('').replace(/\r\n?/g, '\n');
  const hostile = [
    'Two ]]> and ]]> ends',
    ']]>]]>]]></title><link href="https://evil.example"/><title><![CDATA[x',
    `Controls: ${controls} end`,
    'A <b>bold</b> claim &amp; more',
    'मुंबईचे फलक: ₹10 की “चाय” 🎨',
  ];
  for (const text of hostile) {
    it(`holds ${JSON.stringify(text.slice(0, 24))}… as text in every field, in one well-formed entry`, () => {
      const post: BlogPost = { ...defaultPosts[0], title: text, excerpt: text, author: text, content: `<p>${text}</p>` };
      const xml = blogFeedXml([post, defaultPosts[1]]);
      const feed = parse(xml);
      expect(feed.entries).toHaveLength(2);
      expect(feed.entries[0]).toMatchObject({ title: legal(text), summary: legal(text), author: legal(text) });
      expect(feed.entries[0].content).toContain(`<p>${legal(text)}</p>`);
      expect(feed.root.querySelectorAll('link[href="https://evil.example"]')).toHaveLength(0);
    });
  }

  it('says what each text is: titles and summaries plain text, the body HTML', () => {
    const doc = new DOMParser().parseFromString(blogFeedXml(defaultPosts), 'application/xml');
    const types = (selector: string) => new Set([...doc.querySelectorAll(selector)].map((e) => e.getAttribute('type')));
    expect(types('entry > title')).toEqual(new Set(['text']));
    expect(types('entry > summary')).toEqual(new Set(['text']));
    expect(types('entry > content')).toEqual(new Set(['html']));
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
