import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_EXPORT_BYTES, type Bundle } from '../src/lib/storage/bundle.ts';
import { CONTENT_FILE, MEDIA_DIR, MEDIA_URL, PUBLISHED_DIR, readPublished } from './published-content.ts';
import { checkExportSize, planPublish, PublishError, writePublished } from './publish.ts';

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

/** The published content as a fresh clone has it, in a folder of the test's own. */
function publishedCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'published-'));
  cpSync(PUBLISHED_DIR, dir, { recursive: true });
  dirs.push(dir);
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

/** Every file under dir and its bytes, to compare a folder before and after. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) files[name] = readFileSync(file).toString('base64');
  }
  return files;
}

function publish(dir: string, bundle: unknown) {
  const plan = planPublish(typeof bundle === 'string' ? bundle : JSON.stringify(bundle), dir);
  writePublished(plan, dir);
  return plan;
}

describe('publishing an export', () => {
  it('writes the content in the export format, with each image a file named by its content', () => {
    const dir = publishedCopy();
    const photo = png(1600, 900);
    const plan = publish(
      dir,
      exportOf(dir, (data) => {
        data.posts.push({ id: 5, title: 'मुंबईचे फलक: ₹10 की चाय और “curly quotes” 🎨', excerpt: 'x', content: `<p>A photo:</p><img src="${dataUrl('image/png', photo)}" alt="A sign">`, date: '2026-12-05', author: 'Anaya', image: dataUrl('image/png', photo), category: 'Typography' });
        data.portfolio[0].title = 'Byculla Irani Café, again';
        data.posts.splice(3, 1);
      }),
    );
    const name = readdirSync(path.join(dir, MEDIA_DIR));
    expect(name).toHaveLength(1);
    expect(name[0]).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(readFileSync(path.join(dir, MEDIA_DIR, name[0]))).toEqual(photo);

    const published = readPublished(dir);
    const post = published.posts.find((p) => p.id === 5)!;
    expect(post.title).toBe('मुंबईचे फलक: ₹10 की चाय और “curly quotes” 🎨');
    expect(post.image).toBe(MEDIA_URL + name[0]);
    expect(post.content).toContain(`<img src="${MEDIA_URL}${name[0]}" width="1600" height="900" alt="A sign"`);
    expect(published.posts.map((p) => p.id)).toEqual([1, 2, 3, 5]);
    expect(plan.changes).toEqual(['posts: added 5; removed 4', 'portfolio: changed 1', 'content: unchanged', 'images: unchanged', `media: 1 new image, ${(photo.length / 1000).toFixed(1)} kB`]);
  });

  it('adds nothing when the same export is published again, and drops images no longer named', () => {
    const dir = publishedCopy();
    const withPhoto = exportOf(dir, (data) => void (data.images[0].url = dataUrl('image/jpeg', jpeg(1600, 1067))));
    publish(dir, withPhoto);
    const once = snapshot(dir);
    const again = publish(dir, withPhoto);
    expect(again.media.size).toBe(0);
    expect(snapshot(dir)).toEqual(once);

    publish(dir, exportOf(dir, (data) => void (data.images[0].url = 'https://images.unsplash.com/photo-1?w=1200')));
    expect(readdirSync(path.join(dir, MEDIA_DIR))).toEqual([]);
  });

  it('keeps stock-photo addresses and images already published as they are', () => {
    const dir = publishedCopy();
    publish(dir, exportOf(dir, (data) => void (data.portfolio[1].image = dataUrl('image/gif', gif(800, 600)))));
    const published = exportOf(dir);
    expect(published.data.portfolio[1].image).toMatch(new RegExp(`^${MEDIA_URL}[0-9a-f]{16}\\.gif$`));
    expect(published.data.portfolio[0].image).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(planPublish(JSON.stringify(published), dir).changes).toContain('portfolio: unchanged');
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
    ['a media address that is not published', (dir) => exportOf(dir, (d) => void (d.posts[0].image = `${MEDIA_URL}0123456789abcdef.png`)), /field image: \/assets\/media\/0123456789abcdef\.png is not a published image/],
    ['a file over the size cap', () => ' '.repeat(MAX_EXPORT_BYTES + 1), /the file is 6\.0 MB; an export is never larger than 6 MB/],
  ];
  for (const [what, make, message] of cases) {
    it(`refuses ${what}`, () => {
      const dir = publishedCopy();
      const before = snapshot(dir);
      const input = make(dir);
      expect(() => publish(dir, input)).toThrow(PublishError);
      expect(() => publish(dir, input)).toThrow(message);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('refuses a file over the size cap before reading it', () => {
    expect(() => checkExportSize(MAX_EXPORT_BYTES + 1)).toThrow(PublishError);
    expect(() => checkExportSize(MAX_EXPORT_BYTES)).not.toThrow();
  });
});

describe('make publish, the command', () => {
  it('ends a bad file with exit 1, one line, and the published folder as it was', () => {
    const before = snapshot(PUBLISHED_DIR);
    const file = path.join(publishedCopy(), 'export.json');
    writeFileSync(file, 'nope\n');
    const run = spawnSync(process.execPath, [path.join(PUBLISHED_DIR, '../scripts/publish.mjs'), file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^publish: .*export\.json: the file is not JSON \(.*\)\. Nothing was published\.\n$/);
    expect(snapshot(PUBLISHED_DIR)).toEqual(before);
  }, 30_000);
});

