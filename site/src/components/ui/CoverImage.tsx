import type { ImageSlot } from '../../content/imageSlots.ts';
import { StockImage } from './StockImage.tsx';

/**
 * The wide 16:9 photo under a post's or a project's heading. It is the
 * page's largest paint on a phone and on a desktop, so it is fetched
 * first (eager, high priority) and offered up to 1600 px wide.
 */
export function CoverImage({ src, alt, fallbackLabel, slot }: { src: string; alt: string; fallbackLabel: string; slot: ImageSlot }) {
  return (
    <StockImage
      src={src}
      alt={alt}
      fallbackLabel={fallbackLabel}
      width={slot.width}
      height={slot.height}
      widths={slot.stockWidths}
      sizes={slot.sizes}
      loading="eager"
      fetchPriority="high"
      frameClassName="aspect-video rounded-[var(--radius-card)]"
    />
  );
}
