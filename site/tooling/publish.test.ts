import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_EXPORT_BYTES, type Bundle } from '../src/lib/storage/bundle.ts';
import { CONTENT_FILE, MEDIA_DIR, MEDIA_URL, PUBLISHED_DIR, readPublished } from './published-content.ts';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { mediaVariantNames, publishedImage } from '../src/content/images.ts';
import { blogFeedXml } from './blog-feed.ts';
import { folderSnapshot as snapshot } from './folder-snapshot.ts';
import { checkExportSize, planPublish, publish as publishInto, PublishError, recoverInterrupted, stagingDir } from './publish.ts';
import { RECIPE } from './media-variants.ts';
import { sitemapEntries, sitemapXml } from './site-files.ts';

// A publish builds every page of what it publishes (checkBuild): seconds.
vi.setConfig({ testTimeout: 60_000 });

// Image bytes as a file's header gives them: enough for the type and the
// size, which is all the checks read.
const u16le = (n: number) => Buffer.from([n & 255, n >> 8]);
const u16be = (n: number) => Buffer.from([n >> 8, n & 255]);
const u32be = (n: number) => Buffer.from([n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255]);
const png = (w: number, h: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), u32be(13), Buffer.from('IHDR'), u32be(w), u32be(h), Buffer.from([8, 6, 0, 0, 0]), Buffer.alloc(8)]);
const jpeg = (w: number, h: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), u16be(16), Buffer.from('JFIF\0'), Buffer.alloc(9), Buffer.from([0xff, 0xc0]), u16be(17), Buffer.from([8]), u16be(h), u16be(w), Buffer.alloc(12), Buffer.from([0xff, 0xd9])]);
const gif = (w: number, h: number) => Buffer.concat([Buffer.from('GIF89a'), u16le(w), u16le(h), Buffer.alloc(16)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
/** A real image of that size and type (a flat colour, which sharp encodes in a moment): publish decodes every photo it publishes. */
const image = (width: number, height: number, type: 'png' | 'jpeg' | 'gif' | 'webp') => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })[type]().toBuffer();
const photo = await image(320, 200, 'png');
/** The files a photo of this name is published as: its original, its widths in AVIF and WebP, its preview. */
const filesOf = (original: string) => [original, ...mediaVariantNames(publishedImage(MEDIA_URL + original)!)].sort();

/** The published content as a fresh clone has it, in a folder of the test's own. */
function publishedCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'published-'));
  const dir = path.join(root, 'published');
  cpSync(PUBLISHED_DIR, dir, { recursive: true });
  dirs.push(root);
  return dir;
}
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An export as the admin writes it, from the published content, edited. */
function exportOf(dir: string, edit: (data: Bundle['data']) => void = () => {}): Bundle {
  const bundle = JSON.parse(readFileSync(path.join(dir, CONTENT_FILE), 'utf8')) as Bundle;
  edit(bundle.data);
  return { ...bundle, exportedAt: '2026-12-05T10:00:00.000Z' };
}


const publish = (dir: string, bundle: unknown) => publishInto(typeof bundle === 'string' ? bundle : JSON.stringify(bundle), dir);

const jpegPhoto = await image(900, 600, 'jpeg');
const gifPhoto = await image(800, 600, 'gif');

describe('publishing an export', () => {
  it('writes the content in the export format, with each image a file named by its content', async () => {
    const dir = publishedCopy();
    const photo = await image(1600, 900, 'png');
    const plan = await publish(
      dir,
      exportOf(dir, (data) => {
        data.posts.push({ id: 5, title: 'मुंबईचे फलक: ₹10 की चाय और “curly quotes” 🎨', excerpt: 'x', content: `<p>A photo:</p><img src="${dataUrl('image/png', photo)}" alt="A sign">`, date: '2026-12-05', author: 'Anaya', image: dataUrl('image/png', photo), category: 'Typography' });
        data.portfolio[0].title = 'Byculla Irani Café, again';
        data.posts.splice(3, 1);
      }),
    );
    const name = readdirSync(path.join(dir, MEDIA_DIR)).filter((f) => f.endsWith('.png'));
    expect(name).toHaveLength(1);
    expect(name[0]).toMatch(/^[0-9a-f]{16}-1600x900\.png$/);
    expect(readFileSync(path.join(dir, MEDIA_DIR, name[0]))).toEqual(photo);
    expect(readdirSync(path.join(dir, MEDIA_DIR)).sort()).toEqual(filesOf(name[0]));

    const published = readPublished(dir);
    const post = published.posts.find((p) => p.id === 5)!;
    expect(post.title).toBe('मुंबईचे फलक: ₹10 की चाय और “curly quotes” 🎨');
    expect(post.image).toBe(MEDIA_URL + name[0]);
    expect(exportOf(dir).data.posts.find((p) => p.id === 5)!.content).toContain(`<img src="${MEDIA_URL}${name[0]}" alt="A sign" width="1600" height="900">`);
    // As the page shows it: the WebP widths, inside a <picture> that offers the AVIF ones first.
    expect(post.content).toMatch(/<picture><source type="image\/avif" srcset="[^"]*-400w\.avif 400w, [^"]*-1600w\.avif 1600w" sizes="[^"]+"><img src="[^"]*-1600w\.webp" alt="A sign" width="1600" height="900" loading="lazy" decoding="async" srcset="[^"]*-400w\.webp 400w,/);
    expect(published.posts.map((p) => p.id)).toEqual([1, 2, 3, 5]);
    expect(plan.changes).toEqual(['posts: added 5; removed 4', 'portfolio: changed 1', 'content: unchanged', 'images: unchanged', `media: 1 new image, ${(photo.length / 1000).toFixed(1)} kB`]);
  });

  it('adds nothing when the same export is published again, and drops images no longer named', async () => {
    const dir = publishedCopy();
    const withPhoto = exportOf(dir, (data) => void (data.images[0].url = dataUrl('image/jpeg', jpegPhoto)));
    await publish(dir, withPhoto);
    const once = snapshot(dir);
    const again = await publish(dir, withPhoto);
    expect(again.media.size).toBe(0);
    expect(snapshot(dir)).toEqual(once);

    await publish(dir, exportOf(dir, (data) => void (data.images[0].url = 'https://images.unsplash.com/photo-1?w=1200')));
    expect(existsSync(path.join(dir, MEDIA_DIR)), 'no media folder once no image is named').toBe(false);
  });

  it('keeps stock-photo addresses and images already published as they are', async () => {
    const dir = publishedCopy();
    await publish(dir, exportOf(dir, (data) => void (data.portfolio[1].image = dataUrl('image/gif', gifPhoto))));
    const published = exportOf(dir);
    expect(published.data.portfolio[1].image).toMatch(new RegExp(`^${MEDIA_URL}[0-9a-f]{16}-800x600\\.gif$`));
    expect(published.data.portfolio[0].image).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(planPublish(JSON.stringify(published), dir).changes).toContain('portfolio: unchanged');
  });
});

describe('a photo published before photos had widths', () => {
  it('is published again under the name that carries its size, with its widths, and the old file goes', async () => {
    const dir = publishedCopy();
    mkdirSync(path.join(dir, MEDIA_DIR), { recursive: true });
    const legacy = 'fedcba9876543210.png';
    writeFileSync(path.join(dir, MEDIA_DIR, legacy), photo);
    const bundle = exportOf(dir, (d) => {
      d.portfolio[0].image = MEDIA_URL + legacy;
      d.posts[0].content = `<img src="${MEDIA_URL}${legacy}" alt="A sign">`;
    });
    writeFileSync(path.join(dir, CONTENT_FILE), JSON.stringify(bundle));
    await publish(dir, bundle);
    const renamed = 'fedcba9876543210-320x200.png';
    expect(readdirSync(path.join(dir, MEDIA_DIR)).sort()).toEqual(filesOf(renamed));
    const published = exportOf(dir).data;
    expect(published.portfolio[0].image).toBe(MEDIA_URL + renamed);
    expect(published.posts[0].content).toBe(`<img src="${MEDIA_URL}${renamed}" alt="A sign" width="320" height="200">`);
  });
});

describe('a bad export changes nothing and says which item and field', () => {
  const cases: [string, (dir: string) => unknown, RegExp][] = [
    ['not JSON', () => '{"format": "chowk-studio-cms",', /not JSON/],
    ['another format', (dir) => ({ ...exportOf(dir), format: 'wordpress' }), /not an admin export/],
    ['another version', (dir) => ({ ...exportOf(dir), version: 2 }), /version 2/],
    ['a field of the wrong type', (dir) => exportOf(dir, (d) => void ((d.posts[1] as { title: unknown }).title = 5)), /^posts\[1\] \(id 2\), field title: /],
    ['a missing required field', (dir) => exportOf(dir, (d) => void delete (d.portfolio[2] as { category?: unknown }).category), /^portfolio\[2\] \(id "3"\), field category: /],
    ['the landing heading missing', (dir) => exportOf(dir, (d) => void d.content.splice(0, 1)), /^content: no item with id "1"/],
    ['duplicate ids', (dir) => exportOf(dir, (d) => void (d.portfolio[4].id = d.portfolio[1].id)), /^portfolio\[4\] \(id "2"\): the same id as portfolio\[1\]/],
    ['an id not safe in an address', (dir) => exportOf(dir, (d) => void (d.portfolio[0].id = '../admin')), /^portfolio\[0\] \(id "\.\.\/admin"\), field id: use letters/],
    ['a data URL that is not an image', (dir) => exportOf(dir, (d) => void (d.posts[0].image = dataUrl('text/html', Buffer.from('<script>')))), /^posts\[0\] \(id 1\), field image: a data URL of type text\/html/],
    ['an SVG', (dir) => exportOf(dir, (d) => void (d.images[0].url = dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))), /^images\[0\] \(id "1"\), field url: a data URL of type image\/svg\+xml/],
    ['a data URL that lies about its type', (dir) => exportOf(dir, (d) => void (d.posts[2].image = dataUrl('image/png', jpeg(800, 600)))), /^posts\[2\] \(id 3\), field image: says image\/png, but its bytes are JPG/],
    ['an image whose bytes are no image', (dir) => exportOf(dir, (d) => void (d.posts[2].image = dataUrl('image/webp', Buffer.from('RIFF....not webp')))), /field image: says image\/webp, but its bytes are not an image/],
    ['an image too large on a side', (dir) => exportOf(dir, (d) => void (d.portfolio[3].image = dataUrl('image/gif', gif(5000, 10)))), /^portfolio\[3\] \(id "4"\), field image: an image of 5000 x 10 px/],
    ['an image of too many pixels', (dir) => exportOf(dir, (d) => void (d.images[1].url = dataUrl('image/gif', gif(4000, 4000)))), /^images\[1\] \(id "2"\), field url: an image of 4000 x 4000 px/],
    ['an image of too many bytes', (dir) => exportOf(dir, (d) => void (d.portfolio[3].image = dataUrl('image/png', Buffer.concat([png(100, 100), Buffer.alloc(3_100_000)])))), /field image: an image of 3\.1 MB/],
    ['an image in a body that is not one', (dir) => exportOf(dir, (d) => void (d.posts[0].content += `<img src="${dataUrl('image/jpeg', Buffer.from('no'))}">`)), /^posts\[0\] \(id 1\), field content \(an image\): says image\/jpeg, but its bytes are not an image/],
    ['an image whose header reads but whose pixels do not decode', (dir) => exportOf(dir, (d) => void (d.posts[0].image = dataUrl('image/png', png(100, 100)))), /^posts\[0\] \(id 1\), field image: an image that cannot be decoded/],
    ['a media address that is not published', (dir) => exportOf(dir, (d) => void (d.posts[0].image = `${MEDIA_URL}0123456789abcdef.png`)), /field image: \/assets\/media\/0123456789abcdef\.png is not a published image/],
    ['a file over the size cap', () => ' '.repeat(MAX_EXPORT_BYTES + 1), /the file is 6\.0 MB; an export is never larger than 6 MB/],
  ];
  for (const [what, make, message] of cases) {
    it(`refuses ${what}`, async () => {
      const dir = publishedCopy();
      const before = snapshot(dir);
      const input = make(dir);
      await expect(publish(dir, input)).rejects.toThrow(PublishError);
      await expect(publish(dir, input)).rejects.toThrow(message);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('refuses a file over the size cap before reading it', async () => {
    expect(() => checkExportSize(MAX_EXPORT_BYTES + 1)).toThrow(PublishError);
    expect(() => checkExportSize(MAX_EXPORT_BYTES)).not.toThrow();
  });
});

describe('the photo cache', () => {
  const withCache = async <T,>(run: (cache: string) => Promise<T>) => {
    const cache = mkdtempSync(path.join(tmpdir(), 'media-cache-'));
    dirs.push(cache);
    process.env.STUDIO_MEDIA_CACHE = cache;
    try {
      return await run(cache);
    } finally {
      delete process.env.STUDIO_MEDIA_CACHE;
    }
  };
  const withPhoto = (dir: string) => exportOf(dir, (data) => void (data.images[0].url = dataUrl('image/png', photo)));
  /** The 320 x 200 photo's files but its original: one width in two formats, and its preview. */
  const VARIANTS_OF_PHOTO = mediaVariantNames({ hash: '0'.repeat(16), width: 320, height: 200 }).length;

  it('encodes nothing when the same photos are published again from the cache', async () => {
    await withCache(async () => {
      const first = publishedCopy();
      expect((await publish(first, withPhoto(first))).encoded).toBe(VARIANTS_OF_PHOTO);
      const second = publishedCopy(); // another store's content, the same cache
      expect((await publish(second, withPhoto(second))).encoded).toBe(0);
      expect(snapshot(path.join(second, MEDIA_DIR))).toEqual(snapshot(path.join(first, MEDIA_DIR)));
    });
  });

  it('encodes published photos again when the recipe changed', async () => {
    await withCache(async (cache) => {
      const dir = publishedCopy();
      await publish(dir, withPhoto(dir));
      expect((await publish(dir, withPhoto(dir))).encoded).toBe(0);
      // What a new recipe finds: the folder's variants, made by the one before.
      renameSync(path.join(cache, RECIPE), path.join(cache, 'the-recipe-before'));
      expect((await publish(dir, withPhoto(dir))).encoded).toBe(VARIANTS_OF_PHOTO);
    });
  });
});

describe('what publish accepts, the build accepts', () => {
  it('publishes a date as people write it, as the day the pages, feed and sitemap show', async () => {
    const dir = publishedCopy();
    await publish(dir, exportOf(dir, (d) => {
      d.posts[0].date = '5 December 2026';
      d.posts[1].date = 'Oct 14, 2026';
      d.posts[2].date = '14 October 2026';
    }));
    const published = readPublished(dir);
    expect(published.posts.slice(0, 3).map((p) => p.date)).toEqual(['2026-12-05', '2026-10-14', '2026-10-14']);
    expect(blogFeedXml(published.posts)).toContain('<published>2026-12-05T00:00:00.000Z</published>');
    expect(sitemapXml(sitemapEntries(published))).toContain('<lastmod>2026-12-05</lastmod>');
  });

  for (const date of ['2026-02-30', '05/12/2026', 'Dec 5', '14 October 26', 'soon']) {
    it(`refuses the date ${JSON.stringify(date)}, naming the post and its date`, async () => {
      const dir = publishedCopy();
      const before = snapshot(dir);
      await expect(publish(dir, exportOf(dir, (d) => void (d.posts[1].date = date)))).rejects.toThrow(`posts[1] (id 2), field date: ${JSON.stringify(date)}`);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('publishes a body with a <template>, and builds its page without it', async () => {
    const dir = publishedCopy();
    await publish(dir, exportOf(dir, (d) => void (d.posts[0].content += '<template><p>Hidden</p></template><p>Shown</p>')));
    const body = readPublished(dir).posts[0].content!;
    expect(body).toContain('<p>Shown</p>');
    expect(body).not.toMatch(/template|Hidden/);
  });

  it('publishes a title that tries to close the feed’s markup, and the feed holds it as text', async () => {
    const dir = publishedCopy();
    const title = ']]>]]></title><link href="https://evil.example"/><title><![CDATA[x\u000b';
    await publish(dir, exportOf(dir, (d) => void (d.posts[0].title = title)));
    const feed = new JSDOM(blogFeedXml(readPublished(dir).posts), { contentType: 'application/xml' }).window.document;
    expect(feed.querySelectorAll('entry')).toHaveLength(4);
    expect(feed.querySelector('entry > title')!.textContent).toBe(title.replace('\u000b', ''));
    expect(feed.querySelectorAll('link[href="https://evil.example"]')).toHaveLength(0);
  });

  // Each way of writing an image into a body that a pattern on quoted src
  // would miss: every one becomes a published file.
  const bodyImages: [string, (url: string) => string][] = [
    ['unquoted', (url) => `<img src=${url} alt="A sign">`],
    ['after a data-src', (url) => `<img data-src="x.png" src="${url}" alt="A sign">`],
    ['after a > in another attribute', (url) => `<img alt="a > b" src="${url}">`],
    ['entity-encoded', (url) => `<img src="&#100;ata${url.slice(4)}" alt="A sign">`],
    ['in a srcset', (url) => `<img src="${url}" srcset="${url} 1x, ${url} 2x" alt="A sign">`],
    ['in a <picture> source', (url) => `<picture><source srcset="${url}"><img src="/favicon.ico" alt="A sign"></picture>`],
  ];
  for (const [how, write] of bodyImages) {
    it(`publishes a body image written ${how} as a file, and leaves no data: URL`, async () => {
      const dir = publishedCopy();
      await publish(dir, exportOf(dir, (d) => void (d.posts[0].content = `<p>Sign:</p>${write(dataUrl('image/png', photo))}`)));
      const [name] = readdirSync(path.join(dir, MEDIA_DIR)).filter((f) => f.endsWith('.png'));
      expect(readFileSync(path.join(dir, MEDIA_DIR, name))).toEqual(photo);
      const content = exportOf(dir).data.posts[0].content!;
      expect(content).toContain(MEDIA_URL + name);
      expect(content).not.toContain('data:');
      expect(content).not.toContain('&#100;ata');
    });
    it(`refuses an SVG written into a body ${how}`, async () => {
      const dir = publishedCopy();
      const before = snapshot(dir);
      const svg = dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      await expect(publish(dir, exportOf(dir, (d) => void (d.posts[0].content = write(svg))))).rejects.toThrow(/^posts\[0\] \(id 1\), field content \(an image\): a data URL of type image\/svg\+xml/);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('refuses a data: URL a body keeps outside an image', async () => {
    const dir = publishedCopy();
    await expect(publish(dir, exportOf(dir, (d) => void (d.posts[0].content = `<video controls poster="${dataUrl('image/png', photo)}"></video>`)))).rejects.toThrow(/^posts\[0\] \(id 1\), field content: a data: URL in <video poster>/);
  });

  it('refuses a body image from another site, which the pages may not load', async () => {
    const dir = publishedCopy();
    await expect(publish(dir, exportOf(dir, (d) => void (d.posts[0].content = '<img src="https://evil.example/x.png" alt="x">')))).rejects.toThrow(/^posts\[0\] \(id 1\), field content \(an image\): https:\/\/evil\.example\/x\.png is on another site/);
  });

  // A content.json edited or merged by hand: the build stops with the line publish gives.
  const handEdits: [string, (d: Bundle['data']) => void, RegExp][] = [
    ['a project id that climbs out of its folder', (d) => void (d.portfolio[0].id = '..'), /portfolio\[0\] \(id "\.\."\), field id: use letters/],
    ['two posts with one id', (d) => void (d.posts[1].id = 1), /posts\[1\] \(id 1\): the same id as posts\[0\]/],
    ['an image that is not in media/', (d) => void (d.portfolio[2].image = `${MEDIA_URL}0123456789abcdef.webp`), /portfolio\[2\] \(id "3"\), field image: \/assets\/media\/0123456789abcdef\.webp is not a published image/],
    ['a date no day can be read from', (d) => void (d.posts[3].date = 'the monsoon'), /posts\[3\] \(id 4\), field date: "the monsoon"/],
  ];
  for (const [what, edit, message] of handEdits) {
    it(`stops the build on ${what}, with publish's line`, () => {
      const dir = publishedCopy();
      writeFileSync(path.join(dir, CONTENT_FILE), JSON.stringify(exportOf(dir, edit)));
      expect(() => readPublished(dir)).toThrow(message);
    });
  }
});

describe('a publish leaves no debris', () => {
  it('prepares beside the published folder, never inside it, and clears what a killed run left there', async () => {
    const dir = publishedCopy();
    mkdirSync(path.join(stagingDir(dir), 'next'), { recursive: true });
    writeFileSync(path.join(stagingDir(dir), 'next', 'half-written.json'), '{');
    await publish(dir, exportOf(dir, (d) => void (d.portfolio[0].title = 'Renamed')));
    expect(existsSync(stagingDir(dir))).toBe(false);
    expect(readdirSync(dir)).toEqual([CONTENT_FILE]);
  });

  it('puts the old folder back when a run was killed between its two renames', () => {
    const dir = publishedCopy();
    const before = snapshot(dir);
    mkdirSync(stagingDir(dir));
    renameSync(dir, path.join(stagingDir(dir), 'previous'));
    recoverInterrupted(dir);
    expect(snapshot(dir)).toEqual(before);
    expect(existsSync(stagingDir(dir))).toBe(false);
  });

  it('publishes over a media folder that holds a folder', async () => {
    const dir = publishedCopy();
    mkdirSync(path.join(dir, MEDIA_DIR, 'stray'), { recursive: true });
    await publish(dir, exportOf(dir, (d) => void (d.images[0].url = dataUrl('image/png', photo))));
    expect(readdirSync(path.join(dir, MEDIA_DIR))).toHaveLength(filesOf(readdirSync(path.join(dir, MEDIA_DIR)).find((f) => f.endsWith('.png'))!).length);
  });

  it('names a damaged published image in one line, and changes nothing', async () => {
    const dir = publishedCopy();
    await publish(dir, exportOf(dir, (d) => void (d.images[0].url = dataUrl('image/png', photo))));
    const [name] = readdirSync(path.join(dir, MEDIA_DIR)).filter((f) => f.endsWith('.png'));
    writeFileSync(path.join(dir, MEDIA_DIR, name), 'not a png any more');
    const before = snapshot(dir);
    await expect(publish(dir, exportOf(dir, (d) => void (d.posts[0].content = `<img src="${MEDIA_URL}${name}" alt="">`)))).rejects.toThrow(new RegExp(`^posts\\[0\\] \\(id 1\\), field content \\(an image\\): published/media/${name} is not an image any more`));
    expect(snapshot(dir)).toEqual(before);
  });
});
