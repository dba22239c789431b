import { StockImage } from './StockImage.tsx';

/**
 * The wide 16:9 photo under a post's or a project's heading. It is the
 * page's largest paint on a phone and on a desktop, so it is fetched
 * first (eager, high priority) and offered up to 1600 px wide.
 */
export function CoverImage({ src, alt, fallbackLabel }: { src: string; alt: string; fallbackLabel: string }) {
  return (
    <StockImage
      src={src}
      alt={alt}
      fallbackLabel={fallbackLabel}
      width={1600}
      height={900}
      widths={[800, 1200, 1600]}
      sizes="(min-width: 1280px) 1200px, 100vw"
      loading="eager"
      fetchPriority="high"
      frameClassName="aspect-video rounded-[var(--radius-card)]"
    />
  );
}
