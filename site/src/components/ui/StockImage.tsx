import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { mediaSrc, mediaSrcSet, publishedImage, sizedUrl, srcSetFor, type PublishedImage } from '../../content/images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** Intrinsic size, for layout before the image arrives. */
  width: number;
  height: number;
  /** Widths to offer in srcset when the host can resize. */
  widths?: readonly number[];
  /** Shown on the neutral block while loading or after a failure (initials, category). */
  fallbackLabel?: string;
  /** Classes of the wrapper, which sets the aspect ratio and the tint. */
  frameClassName?: string;
  /** Called when the image fails to load. */
  onFail?: () => void;
  /**
   * A differently shaped crop for screens where the frame has another
   * shape than the photo (a tall hero on a phone): without it the browser
   * picks by width and scales a landscape photo up to cover the frame.
   * Only for stock-host URLs, which can be cropped.
   */
  crop?: { media: string; ratio: readonly [number, number]; widths: readonly number[] };
};

const initials = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * An image on a tinted block: the block shows while it loads and stays, with
 * initials, if it fails. Never a broken-image icon. A stock photo comes at
 * the widths the host makes; a published one (make publish) at the widths
 * publish made, in AVIF and WebP.
 */
export function StockImage({
  src,
  alt,
  width,
  height,
  widths = [400, 800, 1200],
  fallbackLabel,
  frameClassName = '',
  className = '',
  loading = 'lazy',
  onFail,
  crop,
  ...rest
}: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const media = publishedImage(src);
  const broken = failed === src;
  const fail = useCallback(() => {
    setFailed(src);
    onFail?.();
  }, [src, onFail]);
  // On a prerendered page the image may have failed before React hydrated
  // and attached onError: a complete image with no pixels has failed.
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
    },
    [fail],
  );
  return (
    <div className={`relative overflow-hidden bg-sand ${frameClassName}`}>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center font-display text-2xl tracking-wide text-muted select-none"
      >
        {initials(fallbackLabel ?? alt)}
      </span>
      {!broken && src && (
        <Cropped src={src} crop={crop} sizes={rest.sizes} media={media} first={rest.fetchPriority === 'high'}>
          <img
            src={media ? mediaSrc(media) : sizedUrl(src, widths[widths.length - 1] ?? 1200)}
            srcSet={media ? mediaSrcSet(media, 'webp') : srcSetFor(src, widths)}
            alt={alt}
            width={width}
            height={height}
            loading={loading}
            decoding="async"
            ref={checkEarlyFailure}
            onError={fail}
            className={`relative h-full w-full object-cover ${className}`}
            {...rest}
          />
        </Cropped>
      )}
      {broken && alt && <span className="sr-only">{alt}</span>}
    </div>
  );
}

/**
 * The image alone, or in a <picture> whose source serves the crop on the
 * screens it is for (React does not preload an image inside a <picture>,
 * so a phone fetches only the crop), or, for a published photo, whose
 * source offers it in AVIF before the <img>'s WebP. A published photo that
 * is its page's first is preloaded in AVIF, with the same srcset and sizes,
 * so the browser fetches it before it reaches the <img>; a browser without
 * AVIF skips that preload (its type) and finds the WebP in the page.
 */
function Cropped({ src, crop, sizes, media, first, children }: { src: string; crop: Props['crop']; sizes?: string; media?: PublishedImage; first: boolean; children: ReactNode }) {
  if (media) {
    const avif = mediaSrcSet(media, 'avif');
    if (first) preload(mediaSrc(media), { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high' });
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        {children}
      </picture>
    );
  }
  const srcSet = crop && srcSetFor(src, crop.widths, crop.ratio);
  if (!crop || !srcSet) return children;
  return (
    <picture className="contents">
      <source media={crop.media} srcSet={srcSet} sizes={sizes} />
      {children}
    </picture>
  );
}
