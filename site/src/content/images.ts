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
 * engines), 1200 px wide, cropped to `height` when given: stock-host photos
 * only. An upload lives as a data URL in one browser's storage, which no
 * other site can load.
 */
export function shareableImage(url: string | undefined, height?: number): string | undefined {
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
