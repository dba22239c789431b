/** Stock photographs live on one host; this builds its URLs at the size a slot needs. */
export const STOCK_HOST = 'https://images.unsplash.com';

export const stock = (photoId: string) => `${STOCK_HOST}/${photoId}?auto=format&fit=crop&w=1200&q=75`;

/** A URL for the given width, when the host can resize; otherwise the URL unchanged. */
export function sizedUrl(url: string, width: number): string {
  if (!url.startsWith(STOCK_HOST + '/')) return url;
  const u = new URL(url);
  u.searchParams.set('w', String(width));
  u.searchParams.set('auto', 'format');
  u.searchParams.set('fit', 'crop');
  if (!u.searchParams.has('q')) u.searchParams.set('q', '75');
  return u.toString();
}

/** A srcset for the stock host, or undefined for any other URL (uploads, data URLs). */
export function srcSetFor(url: string, widths: readonly number[]): string | undefined {
  if (!url.startsWith(STOCK_HOST + '/')) return undefined;
  return widths.map((w) => `${sizedUrl(url, w)} ${w}w`).join(', ');
}
