import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { blogCategories } from '../src/content/categories.ts';
import { publicPagesOf } from '../src/content/paths.ts';
import type { Bundle } from '../src/lib/storage/bundle.ts';
import { blogFeedXml } from './blog-feed.ts';
import { folderSnapshot as snapshot } from './folder-snapshot.ts';
import { readPostDate } from './post-date.ts';
import { CONTENT_FILE, PUBLISHED_DIR, readPublished } from './published-content.ts';
import { publish, PublishError } from './publish.ts';
import { sitemapEntries, sitemapXml } from './site-files.ts';

// Exports the admin lets anyone make, with what people really type: for
// each, make publish either refuses it in one line and changes nothing, or
// publishes it, and then what the build makes of it holds. A publish that is
// accepted has already built the feed, the sitemap and every page
// (checkBuild in publish.ts); the reader's view is checked here again.

/** Text people type, and text that tries to break something. */
const hostile = fc.constantFrom(
  ']]>', ']]>]]>', ']]>]]>]]>', '<![CDATA[', '</title>', '<script>alert(1)</script>', '<b>bold</b>', '&amp;', '&#0;', '&', '"', "'", '\\',
  '\u0000', '\u0001', '\u000b', '\u001f', '\r\n', '\uFFFE', '\uD800', 'मुंबईचे फलक', '₹10', '“curly”', '🎨', '👩🏽‍🎨', '</script><script>x</script>', '{"a":1}', 'x'.repeat(3000),
);
const text = fc.array(fc.oneof(hostile, fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 5 }).map((parts) => parts.join(' '));
const nonEmpty = text.map((t) => t || 'Untitled');

/** Post bodies: HTML the owner pastes, tags the pages cannot carry among it. */
const bodyPart = fc.oneof(
  text,
  fc.constantFrom(
    '<p>', '</p>', '<h2>Signs</h2>', '<template><p>x</p></template>', '<noscript><p>x</p></noscript>', '<svg><script>alert(1)</script></svg>', '<math><mi>x</mi></math>',
    '<a href="javascript:alert(1)">x</a>', '<img src=x onerror=alert(1)>', '<img src="https://images.unsplash.com/photo-1?w=10" alt="a">', '<img src=/favicon.ico alt=icon>', '<style>p{}</style>',
    '<!-- c -->', '<img src=https://evil.example/x.png alt=x>', '<iframe src=//evil.example></iframe>', '<form><input></form>', '<table><tr><td>x', '<slot>', '<select><option>x', '<xmp><script>', '<div id=root>', '<base href=//evil.example>',
  ),
);
const body = fc.option(fc.array(bodyPart, { maxLength: 8 }).map((parts) => parts.join('')), { nil: undefined });

/** Dates in every form an owner writes one, and ones no calendar reads. */
const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const written = day.chain((d) => {
  const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  return fc.constantFrom(
    `${y}-${String(m + 1).padStart(2, '0')}-${String(dd).padStart(2, '0')}`,
    `${MONTHS[m]} ${dd}, ${y}`,
    `${dd} ${MONTHS[m]} ${y}`,
    `${MONTHS[m].slice(0, 3)} ${dd}, ${y}`,
  );
});
const date = fc.oneof({ weight: 6, arbitrary: written }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom('2026-02-30', '05/12/2026', 'Dec 5', '', 'Monsoon 2026', '14 October 26'), text) });

const post = (id: number) =>
  fc.record({ title: nonEmpty, excerpt: nonEmpty, author: nonEmpty, content: body, date, category: fc.constantFrom(...blogCategories) }).map((p) => ({
    id,
    ...p,
    image: 'https://images.unsplash.com/photo-1477959858617-67f85cf4f1df?auto=format&fit=crop&w=1200&q=75',
  }));

const defaults = JSON.parse(readFileSync(path.join(PUBLISHED_DIR, CONTENT_FILE), 'utf8')) as Bundle;

/** An admin export: the published content with its free text replaced, posts added. */
const exports = fc
  .record({
    posts: fc.uniqueArray(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 4 }).chain((ids) => fc.tuple(...ids.map(post))),
    projectTitles: fc.array(text, { minLength: 12, maxLength: 12 }),
    projectDescriptions: fc.array(text, { minLength: 12, maxLength: 12 }),
    contentTexts: fc.array(text, { minLength: 2, maxLength: 2 }),
    imageTitle: text,
  })
  .map(({ posts, projectTitles, projectDescriptions, contentTexts, imageTitle }): Bundle => {
    const { data } = structuredClone(defaults);
    return {
      ...defaults,
      data: {
        posts,
        portfolio: data.portfolio.map((item, i) => ({ ...item, title: projectTitles[i % 12], description: projectDescriptions[i % 12] })),
        content: data.content.map((item, i) => ({ ...item, content: contentTexts[i % 2] ?? item.content })),
        images: data.images.map((item) => ({ ...item, title: imageTitle })),
      },
    };
  });


const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;

describe('make publish on exports anyone can make', () => {
  it('refuses an export in one line and changes nothing, or publishes what the build turns into valid pages, feed and sitemap', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(exports, async (bundle) => {
        const root = mkdtempSync(path.join(tmpdir(), 'published-property-'));
        roots.push(root);
        const dir = path.join(root, 'published');
        cpSync(PUBLISHED_DIR, dir, { recursive: true });
        const before = snapshot(dir);
        // What a studio writes is published: a refusal is only ever for a
        // date no calendar reads or an image from another site.
        const publishable = bundle.data.posts.every((p) => 'iso' in readPostDate(p.date) && !p.content?.includes('evil.example/x.png'));
        try {
          await publish(JSON.stringify(bundle), dir);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishError);
          expect(publishable, (error as Error).message).toBe(false);
          expect((error as Error).message).not.toMatch(/[\n\r]/);
          expect(snapshot(dir)).toEqual(before);
          return;
        }
        accepted += 1;
        const published = readPublished(dir);
        const feed = xml(blogFeedXml(published.posts));
        expect(feed.querySelectorAll('entry')).toHaveLength(bundle.data.posts.length);
        const sitemap = xml(sitemapXml(sitemapEntries(published)));
        expect(sitemap.querySelectorAll('url')).toHaveLength(publicPagesOf(published.posts, published.portfolio).length);
      }),
      // A failure reports its first example: shrinking it would build the site again for every step.
      { numRuns: 24, endOnFailure: true },
    );
    // Most exports are ones a studio makes: the property is not only refusals.
    expect(accepted).toBeGreaterThan(8);
  }, 120_000);
});
