import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { LANDING_CONTENT_IDS } from '../src/content/home.ts';
import { bundleSchema, changesById, EXPORT_FORMAT, EXPORT_VERSION, MAX_EXPORT_BYTES, type Bundle, type BundleData } from '../src/lib/storage/bundle.ts';
import { CONTENT_FILE, MEDIA_DIR, MEDIA_URL, PUBLISHED_DIR } from './published-content.ts';

// `make publish FILE=export.json` (scripts/publish.mjs): an admin export
// becomes the site's published content. Everything is checked before
// anything is written; a bad file changes nothing and gets one line naming
// the item and the field. Images leave their data URLs for files named by
// their content, under site/published/media/.

/**
 * One image's bounds. The admin stores an upload at 1600 px on its longest
 * side, a few hundred kB; these leave room for a photo placed some other way.
 */
export const IMAGE_LIMITS = { bytes: 3_000_000, side: 4096, pixels: 4096 * 3072 } as const;

/** The image types a page may show, by the data URL's MIME type: the type its bytes must be. */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };

/** An id as it stands in a page's address (/portfolio/{id}): letters, digits, - and _. */
const URL_SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** What a file refused: one line, naming the item and the field. */
export class PublishError extends Error {}

type Collection = keyof BundleData;
const collectionNames: Collection[] = ['posts', 'portfolio', 'content', 'images'];

/** The plan for one publish: the new content file, the media it adds, and what changed. */
export type PublishPlan = {
  content: string;
  /** New media files, by name. */
  media: Map<string, Buffer>;
  /** Every media file the new content names (new or already published). */
  used: Set<string>;
  changes: string[];
  bytesAdded: number;
};

/** Names one item for a message: "posts[3] (id 12)". */
const itemName = (collection: Collection, index: number, item: { id?: unknown } | undefined) =>
  `${collection}[${index}]${item?.id !== undefined ? ` (id ${JSON.stringify(item.id)})` : ''}`;

/** Refuses a file larger than any export can be: before it is read whole. */
export function checkExportSize(size: number): void {
  if (size > MAX_EXPORT_BYTES) throw new PublishError(`the file is ${(size / 1048576).toFixed(1)} MB; an export is never larger than ${MAX_EXPORT_BYTES / 1048576} MB`);
}

/** Checks the export text and plans its publication over what dir holds now. Throws PublishError. */
export function planPublish(text: string, dir = PUBLISHED_DIR): PublishPlan {
  checkExportSize(Buffer.byteLength(text));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PublishError(`the file is not JSON (${(error as Error).message})`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  const version = (json as { version?: unknown } | null)?.version;
  if (format !== EXPORT_FORMAT) throw new PublishError(`the file is not an admin export (its format is ${JSON.stringify(format)}, not "${EXPORT_FORMAT}")`);
  if (version !== EXPORT_VERSION) throw new PublishError(`the export is version ${JSON.stringify(version)}; this site publishes version ${EXPORT_VERSION}`);
  const checked = v.safeParse(bundleSchema, json);
  if (!checked.success) throw new PublishError(describeIssue(checked.issues[0], json as Bundle));
  const data = checked.output.data;

  checkIds(data);
  for (const id of Object.values(LANDING_CONTENT_IDS)) {
    if (!data.content.some((item) => item.id === id)) throw new PublishError(`content: no item with id "${id}", which the home page shows (the landing heading and introduction are ids ${Object.values(LANDING_CONTENT_IDS).join(' and ')})`);
  }

  const mediaDir = path.join(dir, MEDIA_DIR);
  const published = new Set(existsSync(mediaDir) ? readdirSync(mediaDir) : []);
  const media = new Map<string, Buffer>();
  const used = new Set<string>();
  const sizes = new Map<string, { width: number; height: number }>();
  /** The address an image field or <img> keeps: a data URL becomes its media file's, with its size noted. */
  const place = (url: string, where: string): string => {
    if (url.startsWith('data:')) {
      const { name, bytes, width, height } = mediaFile(url, where);
      if (!published.has(name)) media.set(name, bytes);
      used.add(name);
      sizes.set(name, { width, height });
      return MEDIA_URL + name;
    }
    if (url.startsWith(MEDIA_URL)) {
      const name = url.slice(MEDIA_URL.length);
      if (!published.has(name) && !media.has(name)) throw new PublishError(`${where}: ${url} is not a published image`);
      used.add(name);
      if (published.has(name) && !sizes.has(name)) {
        const { width = 0, height = 0 } = imageSize(readFileSync(path.join(mediaDir, name)));
        sizes.set(name, { width, height });
      }
    }
    return url;
  };
  /** An <img> of a post body, its src placed, and its size written where it gives none, so the page keeps its room. */
  const placeImg = (tag: string, where: string): string =>
    tag.replace(/(\bsrc\s*=\s*)(["'])(.*?)\2/i, (_, head: string, quote: string, src: string) => {
      const placed = place(src, where);
      const size = sizes.get(placed.slice(MEDIA_URL.length));
      const sized = !size || /\bwidth\s*=/i.test(tag) || /\bheight\s*=/i.test(tag) ? '' : ` width="${size.width}" height="${size.height}"`;
      return `${head}${quote}${placed}${quote}${sized}`;
    });
  const next: BundleData = {
    posts: data.posts.map((post, i) => {
      const where = itemName('posts', i, post);
      const content = post.content?.replace(/<img\b[^>]*>/gi, (tag) => placeImg(tag, `${where}, field content (an image)`));
      return { ...post, image: place(post.image, `${where}, field image`), ...(content === undefined ? {} : { content }) };
    }),
    portfolio: data.portfolio.map((item, i) => ({ ...item, image: place(item.image, `${itemName('portfolio', i, item)}, field image`) })),
    content: data.content,
    images: data.images.map((item, i) => ({ ...item, url: place(item.url, `${itemName('images', i, item)}, field url`) })),
  };

  const content = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, data: next }, null, 2) + '\n';
  const before = readCurrent(dir);
  const mediaBytes = [...media.values()].reduce((n, b) => n + b.length, 0);
  return { content, media, used, changes: describeChanges(before, next, media), bytesAdded: mediaBytes + Buffer.byteLength(content) - Buffer.byteLength(before.text) };
}

/** One line for the schema's first complaint: the item, the field, what was wrong. */
function describeIssue(issue: v.BaseIssue<unknown>, json: Bundle): string {
  const keys = issue.path?.map((p) => p.key as string | number) ?? [];
  if (keys[0] === 'data' && typeof keys[1] === 'string' && typeof keys[2] === 'number') {
    const collection = keys[1] as Collection;
    const item = (json.data as Record<string, { id?: unknown }[]>)[collection]?.[keys[2]];
    const field = keys.slice(3).join('.');
    return `${itemName(collection, keys[2], item)}${field ? `, field ${field}` : ''}: ${issue.message}`;
  }
  return `${keys.join('.') || 'the file'}: ${issue.message}`;
}

/** Each collection's ids are unique, and those that stand in an address are safe there. */
function checkIds(data: BundleData) {
  for (const collection of collectionNames) {
    const seen = new Map<string, number>();
    data[collection].forEach((item, i) => {
      const id = String(item.id);
      const first = seen.get(id);
      if (first !== undefined) throw new PublishError(`${itemName(collection, i, item)}: the same id as ${collection}[${first}]`);
      seen.set(id, i);
      if (typeof item.id === 'string' && !URL_SAFE_ID.test(item.id)) {
        throw new PublishError(`${itemName(collection, i, item)}, field id: use letters, digits, - and _ only (at most 64), as it appears in the page's address`);
      }
    });
  }
}

/** The file a data URL becomes: its bytes checked for type and size, named by their hash. */
function mediaFile(url: string, where: string): { name: string; bytes: Buffer; width: number; height: number } {
  const match = /^data:([\w/+.-]+)(;[^,]*)?,(.*)$/s.exec(url);
  if (!match) throw new PublishError(`${where}: not a data URL`);
  const [, mime, params = '', payload] = match;
  const expected = IMAGE_TYPES[mime.toLowerCase()];
  if (!expected) throw new PublishError(`${where}: a data URL of type ${mime}; only PNG, JPEG, WebP, AVIF and GIF images are published`);
  if (!/;base64$/i.test(params)) throw new PublishError(`${where}: a data URL that is not base64`);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMAGE_LIMITS.bytes) throw new PublishError(`${where}: an image of ${(bytes.length / 1e6).toFixed(1)} MB; at most ${IMAGE_LIMITS.bytes / 1e6} MB`);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new PublishError(`${where}: says ${mime}, but its bytes are not an image`);
  }
  if (size.type !== expected) throw new PublishError(`${where}: says ${mime}, but its bytes are ${size.type?.toUpperCase() ?? 'not an image'}`);
  const { width = 0, height = 0 } = size;
  if (width > IMAGE_LIMITS.side || height > IMAGE_LIMITS.side || width * height > IMAGE_LIMITS.pixels) {
    throw new PublishError(`${where}: an image of ${width} x ${height} px; at most ${IMAGE_LIMITS.side} px a side and ${(IMAGE_LIMITS.pixels / 1e6).toFixed(1)} megapixels`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { name: `${hash}.${expected}`, bytes, width, height };
}

/** The content published now, as text and data (empty collections where there is none). */
function readCurrent(dir: string): { text: string; data: BundleData } {
  try {
    const text = readFileSync(path.join(dir, CONTENT_FILE), 'utf8');
    return { text, data: (JSON.parse(text) as Bundle).data };
  } catch {
    return { text: '', data: { posts: [], portfolio: [], content: [], images: [] } };
  }
}

/** What changed, by collection: ids added, changed and removed; the media added. */
function describeChanges(before: { data: BundleData }, after: BundleData, media: Map<string, Buffer>): string[] {
  const lines = collectionNames.map((collection) => {
    const { added, changed, removed } = changesById(after[collection], before.data[collection]);
    const parts = [['added', added], ['changed', changed], ['removed', removed]].filter(([, ids]) => ids.length > 0).map(([what, ids]) => `${what} ${(ids as string[]).join(', ')}`);
    return `${collection}: ${parts.join('; ') || 'unchanged'}`;
  });
  const bytes = [...media.values()].reduce((n, b) => n + b.length, 0);
  lines.push(`media: ${media.size} new image${media.size === 1 ? '' : 's'}${media.size ? `, ${(bytes / 1000).toFixed(1)} kB` : ''}`);
  return lines;
}

/**
 * Writes the plan into dir, so that the repository holds the old content or
 * the new, never a mix: everything is written aside first, inside dir, then
 * moved into place, the content file last; media no longer named go after.
 */
export function writePublished(plan: PublishPlan, dir = PUBLISHED_DIR): void {
  const aside = mkdtempSync(path.join(dir, '.publish-'));
  try {
    for (const [name, bytes] of plan.media) writeFileSync(path.join(aside, name), bytes);
    writeFileSync(path.join(aside, CONTENT_FILE), plan.content);
    const mediaDir = path.join(dir, MEDIA_DIR);
    mkdirSync(mediaDir, { recursive: true });
    for (const name of plan.media.keys()) renameSync(path.join(aside, name), path.join(mediaDir, name));
    renameSync(path.join(aside, CONTENT_FILE), path.join(dir, CONTENT_FILE));
    for (const name of readdirSync(mediaDir)) if (!plan.used.has(name)) rmSync(path.join(mediaDir, name));
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}
