import { mediaSrc, mediaSrcSet, publishedImage, STOCK_HOST } from '../content/images.ts';
import { postBodySizes } from '../content/imageSlots.ts';

// Images in HTML the owner writes (a post's body). The site's CSP loads
// images only from itself, data: and blob: URLs (the image library) and the
// stock-photo host; any other <img> would show the browser's broken-image
// icon, which the studio's pages never show (DESIGN.md: a tinted block
// instead). These helpers run where the sanitizer does, in the browser and in
// the build's jsdom, so they take the document to build in.

/** Whether the site's Content-Security-Policy (img-src) lets this URL load. */
export function imageUrlAllowed(url: string): boolean {
  const trimmed = url.trim();
  if (/^(data|blob):/i.test(trimmed)) return true;
  try {
    const u = new URL(trimmed, 'https://this-site.invalid/');
    return u.origin === 'https://this-site.invalid' || u.origin === STOCK_HOST;
  } catch {
    return false;
  }
}

/** Whether every candidate of a srcset ("url 2x, url 800w") is allowed. */
function srcsetAllowed(srcset: string): boolean {
  return srcset.split(',').every((candidate) => imageUrlAllowed(candidate.trim().split(/\s+/)[0] ?? ''));
}

/**
 * What stands in for an image that cannot be shown: a tinted block with its
 * alt text, read as an image by that text. A decorative image (empty alt)
 * leaves nothing.
 */
function unavailableImage(doc: Document, alt: string | null): HTMLElement | null {
  const text = alt?.trim();
  if (!text) return null;
  const block = doc.createElement('span');
  block.className = 'image-unavailable';
  block.setAttribute('role', 'img');
  block.setAttribute('aria-label', text);
  block.textContent = text;
  return block;
}

function replace(img: HTMLImageElement) {
  const block = unavailableImage(img.ownerDocument, img.getAttribute('alt'));
  if (block) img.replaceWith(block);
  else img.remove();
}

/**
 * A published photo (make publish) at the width its place needs: the <img>
 * gets its WebP widths and sizes, inside a <picture> whose source offers
 * the AVIF ones first.
 */
function offerWidths(img: HTMLImageElement) {
  const media = publishedImage(img.getAttribute('src') ?? '');
  if (!media || img.parentElement?.localName === 'picture') return;
  const shown = Number(img.getAttribute('width')) || media.width;
  const sizes = postBodySizes(Math.min(shown, media.width));
  img.setAttribute('src', mediaSrc(media));
  img.setAttribute('srcset', mediaSrcSet(media, 'webp'));
  img.setAttribute('sizes', sizes);
  const doc = img.ownerDocument;
  const picture = doc.createElement('picture');
  const source = doc.createElement('source');
  source.setAttribute('type', 'image/avif');
  source.setAttribute('srcset', mediaSrcSet(media, 'avif'));
  source.setAttribute('sizes', sizes);
  img.replaceWith(picture);
  picture.append(source, img);
}

/**
 * Prepares the images of sanitized HTML: those the CSP would block are
 * replaced now, published photos are offered at their widths, and all load
 * lazily (a post's images are below its cover photo) and decode off the
 * main thread.
 */
export function prepareImages(root: ParentNode): void {
  for (const img of root.querySelectorAll('img')) {
    const srcset = img.getAttribute('srcset');
    if (srcset && !srcsetAllowed(srcset)) img.removeAttribute('srcset');
    if (!imageUrlAllowed(img.getAttribute('src') ?? '')) replace(img);
    else {
      img.setAttribute('loading', 'lazy');
      img.setAttribute('decoding', 'async');
      offerWidths(img);
    }
  }
  for (const source of root.querySelectorAll('source')) {
    if (!srcsetAllowed(source.getAttribute('srcset') ?? '')) source.remove();
  }
}

/**
 * From now on, an image in `container` that fails to load (the host answers
 * 404, the visitor is offline) is replaced by its tinted block. Returns the
 * cleanup, for a React ref callback.
 */
export function replaceFailedImages(container: HTMLElement | null): (() => void) | undefined {
  if (!container) return undefined; // React 19 calls a ref with a cleanup only with the element
  const onError = (e: Event) => {
    if (e.target instanceof HTMLImageElement && container.contains(e.target)) replace(e.target);
  };
  container.addEventListener('error', onError, true); // error does not bubble: caught on the way down
  return () => container.removeEventListener('error', onError, true);
}
