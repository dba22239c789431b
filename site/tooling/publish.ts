import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { build } from 'vite';
import { bundleSchema, changesById, EXPORT_FORMAT, EXPORT_VERSION, MAX_EXPORT_BYTES, type Bundle, type BundleData } from '../src/lib/storage/bundle.ts';
import { blogFeedXml } from './blog-feed.ts';
import { CONTENT_FILE, MEDIA_DIR, MEDIA_URL, mediaFiles, PUBLISHED_DIR, publishedDir, readPublished, SITE_DIR } from './published-content.ts';
import { mediaOriginalName, mediaVariantNames, publishedImage } from '../src/content/images.ts';
import { makeVariants, RECIPE } from './media-variants.ts';
import { checkPublished, collectionNames, editBodyImages, itemName, PublishError } from './published-rules.ts';
import { sitemapEntries, sitemapXml } from './site-files.ts';

export { PublishError, publishedDir };

// An admin export applied to a content folder (published-content.ts), for a
// publish (tooling/release.ts). Everything is checked before anything is
// written, by the rules the build reads it with (published-rules.ts) and by
// building its feed, sitemap and every page from it; a bad file changes
// nothing and gets one line naming the item and the field. Images leave
// their data URLs for files named by their content, under media/.

/**
 * One image's bounds. The admin stores an upload at 1600 px on its longest
 * side, a few hundred kB; these leave room for a photo placed some other way.
 */
export const IMAGE_LIMITS = { bytes: 3_000_000, side: 4096, pixels: 4096 * 3072 } as const;

/** The image types a page may show, by the data URL's MIME type: the type its bytes must be. */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' };

type Collection = (typeof collectionNames)[number];

/** The plan for one publish: the new content file, the media it adds, and what changed. */
export type PublishPlan = {
  content: string;
  /** New media files, by name. */
  media: Map<string, Buffer>;
  /** Every media file the new content needs, new or already published: its photos, and their widths and previews. */
  used: Set<string>;
  /** Where each original the content names was found, for a message about it. */
  where: Map<string, string>;
  changes: string[];
  bytesAdded: number;
  /** How many variants were encoded (the rest came from the cache). */
  encoded?: number;
};

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

  const mediaDir = path.join(dir, MEDIA_DIR);
  const published = new Set(mediaFiles(dir));
  const media = new Map<string, Buffer>();
  const used = new Set<string>();
  const whereFound = new Map<string, string>();
  const sizes = new Map<string, { width: number; height: number }>();
  const sizeOfPublished = (name: string, where: string) => publishedSize(path.join(mediaDir, name), `${path.basename(dir)}/${MEDIA_DIR}/${name}`, where);
  /** The address an image field or body image keeps: a data URL becomes its media file's, with its size noted. */
  const place = (url: string, where: string): string => {
    if (/^data:/i.test(url)) {
      const { name, bytes, width, height } = mediaFile(url, where);
      if (!published.has(name)) media.set(name, bytes);
      used.add(name);
      if (!whereFound.has(name)) whereFound.set(name, where);
      sizes.set(name, { width, height });
      return MEDIA_URL + name;
    }
    if (url.startsWith(MEDIA_URL)) {
      const name = url.slice(MEDIA_URL.length);
      if (!published.has(name) && !media.has(name)) throw new PublishError(`${where}: ${url} is not a published image`);
      // A photo published before photos had widths (named <hash>.<type>)
      // is published again under the name that carries its size, so it gets them.
      const legacy = /^([0-9a-f]{16})\.(png|jpg|webp|avif|gif)$/.exec(name);
      if (legacy && published.has(name)) {
        const size = sizeOfPublished(name, where);
        const renamed = mediaOriginalName({ hash: legacy[1], ...size }, legacy[2]);
        if (!published.has(renamed)) media.set(renamed, readFileSync(path.join(mediaDir, name)));
        sizes.set(renamed, size);
        return place(MEDIA_URL + renamed, where);
      }
      used.add(name);
      if (!whereFound.has(name)) whereFound.set(name, where);
      if (published.has(name) && !sizes.has(name)) sizes.set(name, sizeOfPublished(name, where));
    }
    return url;
  };
  const next: BundleData = {
    posts: data.posts.map((post, i) => {
      const where = `${itemName('posts', i, post)}, field content (an image)`;
      const content = post.content === undefined ? undefined : editBodyImages(post.content, (url) => place(url, where), (url) => sizes.get(url.slice(MEDIA_URL.length)));
      return { ...post, image: place(post.image, `${itemName('posts', i, post)}, field image`), ...(content === undefined ? {} : { content }) };
    }),
    portfolio: data.portfolio.map((item, i) => ({ ...item, image: place(item.image, `${itemName('portfolio', i, item)}, field image`) })),
    content: data.content,
    images: data.images.map((item, i) => ({ ...item, url: place(item.url, `${itemName('images', i, item)}, field url`) })),
  };
  // Each photo's widths and preview are named now and made next (withVariants), those not published yet.
  for (const name of [...used]) {
    const image = publishedImage(MEDIA_URL + name);
    if (image) for (const variant of mediaVariantNames(image)) used.add(variant);
  }
  const checkedNext = checkPublished(next, new Set([...published, ...media.keys(), ...used]));

  const content = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, data: checkedNext }, null, 2) + '\n';
  const before = readCurrent(dir);
  const mediaBytes = [...media.values()].reduce((n, b) => n + b.length, 0);
  return { content, media, used, where: whereFound, changes: describeChanges(before, checkedNext, media), bytesAdded: mediaBytes + Buffer.byteLength(content) - Buffer.byteLength(before.text) };
}

/** A published file's size, or a line saying it is no image (a damaged file in site/published/media/). */
function publishedSize(file: string, shown: string, where: string): { width: number; height: number } {
  try {
    const size = imageSize(readFileSync(file));
    const [width = 0, height = 0] = (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
    return { width, height };
  } catch {
    throw new PublishError(`${where}: ${shown} is not an image any more (a damaged file); publish the export it came from again, or restore the file with git`);
  }
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
  // Its size upright, as its EXIF orientation turns it (5 to 8 swap the sides), as the pages show it.
  const [width = 0, height = 0] = (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
  if (width > IMAGE_LIMITS.side || height > IMAGE_LIMITS.side || width * height > IMAGE_LIMITS.pixels) {
    throw new PublishError(`${where}: an image of ${width} x ${height} px; at most ${IMAGE_LIMITS.side} px a side and ${(IMAGE_LIMITS.pixels / 1e6).toFixed(1)} megapixels`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { name: mediaOriginalName({ hash, width, height }, expected), bytes, width, height };
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
 * Where a publish prepares the new folder, beside the published one (so a
 * rename moves it into place) and never inside it: site/.publish/, which
 * git ignores. A run that was killed leaves it; the next one clears it.
 */
export const stagingDir = (dir: string) => path.join(path.dirname(dir), '.publish');

/**
 * Publishes an export into dir, all or nothing: the plan is checked, the
 * new folder written aside in full (media already published are linked, not
 * copied) and built (checkBuild), then swapped in for the old one by two
 * renames in one synchronous step, which no signal handler of Node's can
 * interrupt. A SIGKILL between those two renames is the one moment that
 * leaves no folder: the next publish puts the old one back first.
 */
export async function publish(text: string, dir = PUBLISHED_DIR): Promise<PublishPlan> {
  recoverInterrupted(dir);
  const plan = await withVariants(planPublish(text, dir), dir);
  const staging = stagingDir(dir);
  const next = path.join(staging, 'next');
  try {
    mkdirSync(next, { recursive: true });
    if (existsSync(dir)) cpSync(dir, next, { recursive: true, filter: (src) => src === dir || path.relative(dir, src).split(path.sep)[0] !== MEDIA_DIR });
    if (plan.used.size > 0) mkdirSync(path.join(next, MEDIA_DIR), { recursive: true });
    for (const name of plan.used) {
      const target = path.join(next, MEDIA_DIR, name);
      const bytes = plan.media.get(name);
      if (bytes) writeFileSync(target, bytes);
      else linkOrCopy(path.join(dir, MEDIA_DIR, name), target);
    }
    writeFileSync(path.join(next, CONTENT_FILE), plan.content);
    await checkBuild(next);
    const previous = path.join(staging, 'previous');
    if (existsSync(dir)) renameSync(dir, previous);
    renameSync(next, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return plan;
}

/**
 * The plan with every variant its photos need (media-variants.ts), each
 * taken from the cache of this recipe (STUDIO_MEDIA_CACHE/<RECIPE>/, by
 * name: a photo's content hash, its width and format) or made and kept
 * there. A published variant stays only if this recipe's cache has it:
 * one made by another recipe is made again. A photo sharp cannot decode
 * stops the publish, named.
 */
async function withVariants(plan: PublishPlan, dir: string): Promise<PublishPlan> {
  const cache = path.join(process.env.STUDIO_MEDIA_CACHE || path.join(SITE_DIR, 'node_modules', '.cache', 'studio-media'), RECIPE);
  const published = new Set(mediaFiles(dir));
  const made = new Map<string, Buffer>();
  let encoded = 0;
  const photos = [...plan.used].flatMap((name) => {
    const image = publishedImage(MEDIA_URL + name);
    return image ? [{ name, image, names: mediaVariantNames(image) }] : [];
  });
  // All at once: sharp queues the encodes on libuv's threads, one a core.
  await Promise.all(
    photos.map(async ({ name, image, names }) => {
      const wanted = new Set<string>();
      for (const variant of names) {
        // Published by this recipe already (the cache has it): kept as it is.
        if (published.has(variant) && existsSync(path.join(cache, variant))) continue;
        const cached = readOrUndefined(path.join(cache, variant));
        if (cached) made.set(variant, cached);
        else wanted.add(variant);
      }
      if (wanted.size === 0) return;
      const original = plan.media.get(name) ?? readFileSync(path.join(dir, MEDIA_DIR, name));
      try {
        for (const [variant, bytes] of await makeVariants(original, image, wanted)) {
          made.set(variant, bytes);
          encoded++;
          writeAtomically(path.join(cache, variant), bytes);
        }
      } catch (error) {
        throw new PublishError(`${plan.where.get(name) ?? name}: an image that cannot be decoded (${(error as Error).message.replace(/\s+/g, ' ')})`);
      }
    }),
  );
  const bytes = [...made.values()].reduce((n, b) => n + b.length, 0);
  return { ...plan, media: new Map([...plan.media, ...made]), encoded, bytesAdded: plan.bytesAdded + bytes };
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: a stopped publish never leaves half a file in the cache. */
function writeAtomically(file: string, bytes: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

function linkOrCopy(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** What a killed publish left: the old folder put back if it was the one moment without it, the staging folder cleared. */
export function recoverInterrupted(dir = PUBLISHED_DIR): void {
  const previous = path.join(stagingDir(dir), 'previous');
  if (!existsSync(dir) && existsSync(previous)) renameSync(previous, dir);
  rmSync(stagingDir(dir), { recursive: true, force: true });
}

/**
 * Builds from the folder about to be published what the build makes of it,
 * with the build's own code: the content as the build reads it, the feed
 * and the sitemap (parsed back as XML), and every public page rendered by
 * the prerender's renderer (src/entry-server.tsx: status, title, no inline
 * script, structured data that parses). The first failure becomes the
 * publish's one line. The renderer is built with the build's Vite config
 * into site/node_modules/.publish-renderer-* (where its imports resolve,
 * and where tools keep their caches), and removed after.
 */
export async function checkBuild(folder: string): Promise<void> {
  let data: BundleData;
  try {
    data = readPublished(folder);
  } catch (error) {
    throw new PublishError((error as Error).message.replace(/^published content: [^:]*: /, ''));
  }
  checkXml('the feed (feed.xml)', blogFeedXml(data.posts));
  checkXml('the sitemap (sitemap.xml)', sitemapXml(sitemapEntries(data)));

  const outDir = mkdtempSync(path.join(SITE_DIR, 'node_modules', '.publish-renderer-'));
  const before = process.env.STUDIO_PUBLISHED_DIR;
  process.env.STUDIO_PUBLISHED_DIR = folder;
  try {
    await build({ root: SITE_DIR, configFile: path.join(SITE_DIR, 'vite.config.ts'), logLevel: 'silent', build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false } });
  } finally {
    if (before === undefined) delete process.env.STUDIO_PUBLISHED_DIR;
    else process.env.STUDIO_PUBLISHED_DIR = before;
  }
  // Rendered in a process of its own, as the prerender renders: a fresh
  // module graph for each build, whoever imports this file.
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', RENDER_EVERY_PAGE, pathToFileURL(path.join(outDir, 'entry-server.js')).href], { encoding: 'utf8', timeout: 120_000 });
  rmSync(outDir, { recursive: true, force: true });
  const failed = /^FAILED (\S+) (.*)$/m.exec(run.stdout);
  if (failed) throw new PublishError(`${pageItem(failed[1], data)}: ${failed[2]}`);
  const why = run.stderr.split('\n').find((line) => /Error\b/.test(line)) ?? run.error?.message ?? `exit ${run.status}`;
  if (run.status !== 0) throw new PublishError(`the pages could not be rendered (${why.trim()})`);
}

/** Renders every public page and the not-found page with the renderer at argv[1]; the first failure is a line "FAILED /path message". */
const RENDER_EVERY_PAGE = `
const { render, publicPages } = await import(process.argv[1]);
for (const pathname of [...publicPages(), '/404']) {
  try { await render(pathname); } catch (error) {
    console.log('FAILED ' + pathname + ' ' + String(error && error.message).replace(/\\s+/g, ' '));
    process.exit(1);
  }
}`;

/** The item a page shows, for a message: "posts[2] (id 5), its page /blog/5". */
function pageItem(pathname: string, data: BundleData): string {
  const [, kind, id] = /^\/(blog|portfolio)\/([^/]+)$/.exec(pathname) ?? [];
  const collection = kind === 'blog' ? 'posts' : kind === 'portfolio' ? 'portfolio' : undefined;
  if (!collection) return `the page ${pathname}`;
  const index = (data[collection] as { id: string | number }[]).findIndex((item) => String(item.id) === decodeURIComponent(id));
  return `${itemName(collection, index, data[collection][index])}, its page ${pathname}`;
}

/** XML a reader would refuse stops the publish. */
function checkXml(what: string, xml: string) {
  try {
    new JSDOM(xml, { contentType: 'application/xml' });
  } catch (error) {
    throw new PublishError(`${what} would not be valid XML: ${(error as Error).message.replace(/\s+/g, ' ')}`);
  }
}
