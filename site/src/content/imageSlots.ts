/**
 * Where the pages show a photo, each slot with the CSS width it takes at
 * each breakpoint (`sizes`, from the grids and containers in
 * styles/index.css and the pages' classes: 1.25rem of padding a side on a
 * phone, 2.5rem from 768 px, a container of 80rem, gaps of 2rem), the
 * widths the stock host is asked for, and the size it declares so nothing
 * shifts as it loads. One table for stock and published photos alike
 * (components/ui/StockImage.tsx).
 */
export type ImageSlot = { width: number; height: number; stockWidths: readonly number[]; sizes: string };

/** A portfolio or blog card: one column on a phone, two from 768 px, three from 1024 px. */
const card = {
  stockWidths: [400, 640, 800],
  sizes: '(min-width: 1024px) calc((min(100vw, 80rem) - 9rem) / 3), (min-width: 768px) calc(50vw - 3.5rem), calc(100vw - 2.5rem)',
} as const;

export const imageSlots = {
  projectCard: { ...card, width: 800, height: 600 },
  postCard: { ...card, width: 800, height: 450 },
  /** A project's cover, the width of the page's container. */
  projectCover: { width: 1600, height: 900, stockWidths: [800, 1200, 1600], sizes: '(min-width: 768px) calc(min(100vw, 80rem) - 5rem), calc(100vw - 2.5rem)' },
  /** A post's cover, in a container of 72rem. */
  postCover: { width: 1600, height: 900, stockWidths: [800, 1200, 1600], sizes: '(min-width: 768px) calc(min(100vw, 72rem) - 5rem), calc(100vw - 2.5rem)' },
} as const satisfies Record<string, ImageSlot>;

/**
 * An image in a post's body: never wider than itself (the page does not
 * enlarge it) nor than the text column (48rem less its padding).
 */
export const postBodySizes = (width: number) => `(min-width: 768px) min(${width}px, calc(min(100vw, 48rem) - 5rem)), min(${width}px, calc(100vw - 2.5rem))`;
