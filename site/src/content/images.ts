import { siteUrl } from './studio.ts';

/** Stock photographs live on one host; this builds its URLs at the size a slot needs. */
export const STOCK_HOST = 'https://images.unsplash.com';

export const stock = (photoId: string) => `${STOCK_HOST}/${photoId}?auto=format&fit=crop&w=1200&q=75`;

/**
 * A URL for the given width (and, for a crop to another shape, height) when
 * the host can resize; otherwise the URL unchanged. A URL that already asks
 * for a crop (w and h) keeps the crop's shape at the new width.
 */
export function sizedUrl(url: string, width: number, height?: number): string {
  if (!url.startsWith(STOCK_HOST + '/')) return url;
  const u = new URL(url);
  const [w0, h0] = [Number(u.searchParams.get('w')), Number(u.searchParams.get('h'))];
  height ??= w0 > 0 && h0 > 0 ? Math.round((width * h0) / w0) : undefined;
  u.searchParams.set('w', String(width));
  if (height) u.searchParams.set('h', String(height));
  u.searchParams.set('auto', 'format');
  u.searchParams.set('fit', 'crop');
  if (!u.searchParams.has('q')) u.searchParams.set('q', '75');
  return u.toString();
}

/**
 * A link preview's photo: 1200 x 630 (1.91:1), the shape Facebook, LinkedIn
 * and WhatsApp show a large preview in. A page that states the size gets its
 * large preview on its first share, before the site fetching it has
 * measured the photo.
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/**
 * A photo other sites can fetch to describe a page (link previews, search
 * engines), 1200 px wide, cropped to `height` when given: a stock-host
 * photo, or a published one's 1200 x 630 preview (whatever the height asked:
 * the one crop publish makes). An upload that lives as a data URL in one
 * browser's storage has no address another site can load.
 */
export function shareableImage(url: string | undefined, height?: number): string | undefined {
  const media = url ? publishedImage(url) : undefined;
  if (media) return siteUrl + mediaPreview(media);
  return url?.startsWith(STOCK_HOST + '/') ? sizedUrl(url, PREVIEW_IMAGE.width, height) : undefined;
}

/** A page's photo in a link preview and in its structured data: the same crop in both. */
export function previewImage(url: string | undefined): string | undefined {
  return shareableImage(url, PREVIEW_IMAGE.height);
}

/**
 * A srcset for the stock host, or undefined for any other URL (uploads, data
 * URLs). With a ratio [w, h] every candidate is cropped to that shape.
 */
export function srcSetFor(url: string, widths: readonly number[], ratio?: readonly [number, number]): string | undefined {
  if (!url.startsWith(STOCK_HOST + '/')) return undefined;
  return widths.map((w) => `${sizedUrl(url, w, ratio && Math.round((w * ratio[1]) / ratio[0]))} ${w}w`).join(', ');
}

/** Where the site serves the photos the owner published (site/published/media/). */
export const MEDIA_URL = '/assets/media/';

/**
 * The widths a published photo is offered at: each one under the photo's
 * own width, then that width (never wider than the original, never
 * upscaled). A browser takes the first width at least as wide as the
 * slot's pixels, so the steps sit just above the slots' common widths, at
 * most about 1.2x apart: a card on a desktop (380 px), on a phone (650 px
 * at DPR 1.75, 700 at DPR 2), at DPR 2 on a desktop (760 px); a cover on a
 * desktop (1070 px) and a wide one (1360 px); the original for DPR 2.
 */
export const MEDIA_WIDTHS = [400, 560, 720, 880, 1080, 1280, 1600] as const;

/** A published photo: the hash its files are named by and its own size. */
export type PublishedImage = { hash: string; width: number; height: number };

/** An original's name: <16 hex digits of its sha256>-<width>x<height>.<type>. */
const ORIGINAL = /^\/assets\/media\/([0-9a-f]{16})-(\d{1,5})x(\d{1,5})\.(?:png|jpg|webp|avif|gif)$/;

/** The published photo an address names, or undefined for any other (stock, data URL, elsewhere). */
export function publishedImage(url: string): PublishedImage | undefined {
  const match = ORIGINAL.exec(url);
  return match ? { hash: match[1], width: Number(match[2]), height: Number(match[3]) } : undefined;
}

/** The name of a published photo's original: what publish writes and the content names. */
export const mediaOriginalName = ({ hash, width, height }: PublishedImage, type: string) => `${hash}-${width}x${height}.${type}`;

/** The widths a photo of this width is offered at. */
export const mediaWidths = (width: number): number[] => [...MEDIA_WIDTHS.filter((w) => w < width), width];

/** One width of a published photo in one format: <hash>-<width>w.<avif|webp>. */
export const mediaVariant = (hash: string, width: number, format: 'avif' | 'webp') => `${hash}-${width}w.${format}`;

/** A published photo's srcset in one format, every width it is offered at. */
export const mediaSrcSet = (image: PublishedImage, format: 'avif' | 'webp') =>
  mediaWidths(image.width)
    .map((w) => `${MEDIA_URL}${mediaVariant(image.hash, w, format)} ${w}w`)
    .join(', ');

/** Its address at its own width in WebP: the <img>'s src, for a browser that reads no srcset. */
export const mediaSrc = (image: PublishedImage) => MEDIA_URL + mediaVariant(image.hash, image.width, 'webp');

/** Its link preview: a 1200 x 630 crop as JPEG, which every site that shows previews reads. */
export const mediaPreviewName = (hash: string) => `${hash}-preview.jpg`;
export const mediaPreview = (image: PublishedImage) => MEDIA_URL + mediaPreviewName(image.hash);

/** Every file a published photo needs besides its original: both formats at each width, and its preview. */
export const mediaVariantNames = (image: PublishedImage): string[] => [
  ...mediaWidths(image.width).flatMap((w) => [mediaVariant(image.hash, w, 'avif'), mediaVariant(image.hash, w, 'webp')]),
  mediaPreviewName(image.hash),
];
