import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LANDING_CONTENT_IDS } from '../src/content/home.ts';
import { MEDIA_URL, mediaVariantNames, publishedImage, STOCK_HOST } from '../src/content/images.ts';
import { formatPostDate } from '../src/lib/formatPostDate.ts';
import type { BundleData } from '../src/lib/storage/bundle.ts';
import { sanitizeHtml, setPurifier } from '../src/lib/sanitize.ts';
import { readPostDate } from './post-date.ts';

/**
 * What published content must be, checked in one place: by `make publish`
 * before it writes anything (tooling/publish.ts), and by the build when it
 * reads site/published/ (tooling/published-content.ts), so that a hand-edited
 * or merged content.json fails the build with the line publish would have
 * given, instead of overwriting pages or breaking the feed.
 */

/** What a file refused: one line, naming the item and the field. */
export class PublishError extends Error {}

export { MEDIA_URL };

/** An id as it stands in a page's address (/portfolio/{id}): letters, digits, - and _. */
const URL_SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export type Collection = keyof BundleData;
export const collectionNames: Collection[] = ['posts', 'portfolio', 'content', 'images'];

/** Names one item for a message: "posts[3] (id 12)". */
export const itemName = (collection: Collection, index: number, item: { id?: unknown } | undefined) =>
  `${collection}[${index}]${item?.id !== undefined ? ` (id ${JSON.stringify(item.id)})` : ''}`;

/**
 * The content as the site publishes it, or a PublishError naming the first
 * item and field that breaks a rule: ids unique and safe in an address, the
 * landing items present, each post's date a day (written yyyy-mm-dd where
 * the owner wrote a form the pages do not read), every image a post body
 * names one the pages can load (`media` holds the published files' names:
 * a photo's and each of its widths' and preview's),
 * and no data: URL left in a body. Bodies come back as the
 * owner wrote them; the build sanitizes them as it reads (readPublished).
 */
export function checkPublished(data: BundleData, media: ReadonlySet<string>): BundleData {
  checkIds(data);
  for (const id of Object.values(LANDING_CONTENT_IDS)) {
    if (!data.content.some((item) => item.id === id)) throw new PublishError(`content: no item with id "${id}", which the home page shows (the landing heading and introduction are ids ${Object.values(LANDING_CONTENT_IDS).join(' and ')})`);
  }
  const mediaPresent = (url: string, where: string) => {
    if (!url.startsWith(MEDIA_URL)) return;
    if (!media.has(url.slice(MEDIA_URL.length))) throw new PublishError(`${where}: ${url} is not a published image`);
    const image = publishedImage(url);
    const missing = image && mediaVariantNames(image).find((name) => !media.has(name));
    if (missing) throw new PublishError(`${where}: ${url} lacks ${missing}, one of the widths the pages offer it at; publish the export again to make it`);
  };
  data.portfolio.forEach((item, i) => mediaPresent(item.image, `${itemName('portfolio', i, item)}, field image`));
  data.images.forEach((item, i) => mediaPresent(item.url, `${itemName('images', i, item)}, field url`));
  const posts = data.posts.map((post, i) => {
    const where = itemName('posts', i, post);
    mediaPresent(post.image, `${where}, field image`);
    if (post.content !== undefined) checkBody(post.content, `${where}, field content`, mediaPresent);
    if (formatPostDate(post.date).iso) return post;
    const day = readPostDate(post.date);
    if ('problem' in day) throw new PublishError(`${where}, field date: ${day.problem}`);
    return { ...post, date: day.iso };
  });
  return { ...data, posts };
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

/** A post body's images, each where the pages can load it, and no data: URL anywhere else in it (its bytes would ride along in content.json and, where the sanitizer keeps them, in the page). */
function checkBody(html: string, where: string, mediaPresent: (url: string, where: string) => void) {
  editBodyImages(html, (url) => {
    const what = `${where} (an image)`;
    if (/^data:/i.test(url)) throw new PublishError(`${what}: an image written into the text as a data: URL; make publish turns an admin export's into files`);
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) {
      let origin = '';
      try {
        origin = new URL(url).origin;
      } catch {
        // not an address at all: refused below
      }
      if (origin !== STOCK_HOST) throw new PublishError(`${what}: ${url.slice(0, 80)} is on another site, which the pages may not load (their Content-Security-Policy); upload the image in the admin instead`);
    }
    mediaPresent(url, what);
    return url;
  });
  const left = dataUrlLeft(html);
  if (left) throw new PublishError(`${where}: a data: URL in <${left}>; only <img> images are published, as files`);
}

/** The attributes that hold a URL. */
const URL_ATTRIBUTES = ['src', 'srcset', 'poster', 'href', 'xlink:href', 'data', 'action', 'background', 'cite'];

/** The first element and attribute of a fragment that holds a data: URL ("video poster"), if any. */
function dataUrlLeft(html: string): string | undefined {
  for (const element of JSDOM.fragment(html).querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      if (/(^|[\s,])data:/i.test(element.getAttribute(name) ?? '')) return `${element.localName} ${name}`;
    }
  }
  return undefined;
}

let purifierReady = false;

/** A body as the pages show it: sanitized with the browser's rules, in jsdom (src/lib/sanitize.ts). */
export function sanitizedBody(html: string): string {
  if (!purifierReady) {
    setPurifier(createDOMPurify(new JSDOM('').window));
    purifierReady = true;
  }
  return sanitizeHtml(html);
}

/** One candidate of a srcset: its URL and what follows it ("2x", "800w"). */
type Candidate = { url: string; descriptor: string };

/**
 * A srcset's candidates, read as the HTML standard reads them: a URL runs
 * to the next space (a data: URL keeps its commas), a comma ends its
 * descriptor.
 */
export function srcsetCandidates(srcset: string): Candidate[] {
  const candidates: Candidate[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return candidates;
    const url = /^\S+/.exec(rest)![0];
    rest = rest.slice(url.length);
    if (url.endsWith(',')) {
      candidates.push({ url: url.replace(/,+$/, ''), descriptor: '' });
      continue;
    }
    const descriptor = /^[^,]*/.exec(rest)![0];
    rest = rest.slice(descriptor.length);
    candidates.push({ url, descriptor: descriptor.trim() });
  }
}

/**
 * A post body with each image source (an <img>'s src and srcset, a
 * <source>'s srcset) replaced by `edit(url)`: parsed as HTML, so quotes,
 * entities and attribute order do not matter. `size(url)` gives an <img>
 * that states no size the width and height of the file it now names. The
 * body comes back as written when nothing changed.
 */
export function editBodyImages(html: string, edit: (url: string) => string, size: (url: string) => { width: number; height: number } | undefined = () => undefined): string {
  const fragment = JSDOM.fragment(html);
  let changed = false;
  const set = (element: Element, name: string, value: string) => {
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
      changed = true;
    }
  };
  for (const element of fragment.querySelectorAll('img, source')) {
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) set(element, 'srcset', srcsetCandidates(srcset).map(({ url, descriptor }) => [edit(url), descriptor].filter(Boolean).join(' ')).join(', '));
    const src = element.localName === 'img' ? element.getAttribute('src') : null;
    if (src === null) continue;
    const placed = edit(src.trim());
    set(element, 'src', placed);
    const dimensions = size(placed);
    if (dimensions && !element.hasAttribute('width') && !element.hasAttribute('height')) {
      set(element, 'width', String(dimensions.width));
      set(element, 'height', String(dimensions.height));
    }
  }
  if (!changed) return html;
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
