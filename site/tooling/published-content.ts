import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { Plugin } from 'vite';
import { bundleSchema, type BundleData } from '../src/lib/storage/bundle.ts';
import { checkPublished, collectionNames, MEDIA_URL, PublishError, sanitizedBody, type Collection } from './published-rules.ts';

export { MEDIA_URL };

/**
 * The site's published content: what every visitor sees until the owner
 * changes something in their own browser. site/published/ holds the
 * defaults (the spec's content), which a new release store starts from; a
 * publish (tooling/release.ts) applies an admin export to a copy of the
 * live release's content and keeps the result with its release.
 *
 *   <content>/content.json   every collection, in the export's format
 *   <content>/media/         the images it names, by content hash
 */
export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLISHED_DIR = path.join(SITE_DIR, 'published');
export const CONTENT_FILE = 'content.json';
export const MEDIA_DIR = 'media';
/**
 * The published content's folder: site/published/, or the one
 * STUDIO_PUBLISHED_DIR names, for the build and `make publish` alike
 * (publish builds the pages of the content it is about to write from its
 * staging folder, tooling/publish.ts; its tests publish into copies).
 */
export const publishedDir = () => process.env.STUDIO_PUBLISHED_DIR || PUBLISHED_DIR;

/** The collections, each a module of its own: a page's code carries only those it reads. */
const VIRTUAL = 'virtual:published/';

/**
 * Reads the published content and checks it against the export's schema
 * and the rules `make publish` applies (tooling/published-rules.ts): a file
 * edited by hand fails the build with the line publish would have given.
 * Post bodies come back sanitized with the rules the browser applies to the
 * owner's HTML (src/lib/sanitize.ts): the page renders them as they are
 * (features/blog/PostBody.tsx), so nothing unsanitized reaches it, whatever
 * the file says.
 */
export function readPublished(dir = PUBLISHED_DIR): BundleData {
  const file = path.join(dir, CONTENT_FILE);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`published content: ${file}: ${(error as Error).message}`, { cause: error });
  }
  const checked = v.safeParse(bundleSchema, json);
  if (!checked.success) {
    const issue = checked.issues[0];
    throw new Error(`published content: ${file}: ${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.message}`);
  }
  let data: BundleData;
  try {
    data = checkPublished(checked.output.data, new Set(mediaFiles(dir)));
  } catch (error) {
    if (error instanceof PublishError) throw new Error(`published content: ${file}: ${error.message}`, { cause: error });
    throw error;
  }
  return { ...data, posts: data.posts.map((post) => (post.content === undefined ? post : { ...post, content: sanitizedBody(post.content) })) };
}

/** The published media files, by name. */
export function mediaFiles(dir = PUBLISHED_DIR): string[] {
  const media = path.join(dir, MEDIA_DIR);
  return existsSync(media) ? readdirSync(media, { withFileTypes: true }).filter((f) => f.isFile() && !f.name.startsWith('.')).map((f) => f.name) : [];
}

/** The plugin below, with the content it read, for the build's other plugins (the sitemap and feed, site-files.ts). */
export type PublishedContentPlugin = Plugin<{ data: () => BundleData }>;

/**
 * Serves each published collection as a module (`virtual:published/posts`
 * and so on, src/content/published.d.ts), and copies the media into the
 * client build under MEDIA_URL. The content is read once a build, and the
 * other plugins take it from `api.data()`.
 */
export function publishedContent(dir = publishedDir()): PublishedContentPlugin {
  let data: BundleData | undefined;
  const current = () => (data ??= readPublished(dir));
  let emitMedia = false;
  return {
    name: 'studio:published-content',
    api: { data: current },
    configResolved(config) {
      emitMedia = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      data = readPublished(dir);
      this.addWatchFile(path.join(dir, CONTENT_FILE));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
      const name = id.slice(VIRTUAL.length + 1) as Collection;
      if (!collectionNames.includes(name)) throw new Error(`published content: no collection ${name}`);
      return `export default ${JSON.stringify(current()[name])};`;
    },
    // Copied as files once the bundle is written: a photo's widths run to
    // hundreds of files and tens of MB, which the bundler has no need to hold.
    writeBundle(options) {
      if (!emitMedia || !options.dir) return;
      const target = path.join(options.dir, MEDIA_URL);
      mkdirSync(target, { recursive: true });
      for (const name of mediaFiles(dir)) copyFileSync(path.join(dir, MEDIA_DIR, name), path.join(target, name));
    },
  };
}
