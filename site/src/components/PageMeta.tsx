import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteUrl, studio } from '../content/studio.ts';
import { PREVIEW_IMAGE, previewImage } from '../content/images.ts';
import { slides } from '../content/slides.ts';

type Props = {
  title: string;
  description: string;
  /** A photo for link previews; only stock-host URLs are absolute, so others fall back to the hero. */
  image?: string;
  /** What the photo shows, for people who cannot see the preview; none for a photo the page shows as decoration. */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** An article's date (ISO 8601) and section, for sites that show them in the preview. */
  published?: string;
  section?: string;
  /** False for pages search engines should not index (the 404 page): no canonical URL, noindex. */
  indexable?: boolean;
};

/** The page the server sent, whose structured data the build wrote into <head> (site/src/app/structuredData.ts). */
const servedPath = typeof window === 'undefined' ? undefined : window.location.pathname;

export function documentTitle(title: string): string {
  return title === studio.name ? `${studio.name} · Mumbai` : `${title} · ${studio.name}`;
}

/** The canonical address of a path: the site's origin, lower case, no trailing slash. */
export function canonicalUrl(pathname: string): string {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  return siteUrl + (p || '/');
}

/**
 * A page's title, description, canonical URL and Open Graph tags. React puts
 * them in <head> (in the prerendered HTML too), and takes them out again when
 * the page is left, so each route renders its own.
 */
export function PageMeta({ title, description, image, imageAlt, type = 'website', published, section, indexable = true }: Props) {
  const { pathname } = useLocation();
  const url = canonicalUrl(pathname);
  const own = previewImage(image);
  const [photo, alt] = own ? [own, imageAlt] : [previewImage(slides[0].url), slides[0].alt];
  // The app does not write structured data (it would cost every page's first
  // load its code), so once the visitor has moved on from the page the server
  // sent, the build's block would describe another page: it goes.
  useEffect(() => {
    if (pathname !== servedPath) document.head.querySelector('script[type="application/ld+json"]')?.remove();
  }, [pathname]);
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={studio.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {indexable && <meta property="og:url" content={url} />}
      <meta property="og:image" content={photo} />
      <meta property="og:image:width" content={String(PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_IMAGE.height)} />
      {alt && <meta property="og:image:alt" content={alt} />}
      {type === 'article' && published && <meta property="article:published_time" content={published} />}
      {type === 'article' && section && <meta property="article:section" content={section} />}
      <meta name="twitter:card" content="summary_large_image" />
      {alt && <meta name="twitter:image:alt" content={alt} />}
    </>
  );
}
