import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';
import { CAROUSEL_DRAG_THRESHOLD, CAROUSEL_DURATION } from '../../content/constants.ts';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export type CarouselEngineProps = { viewport: RefObject<HTMLElement | null>; onReady: (api: CarouselApi | undefined) => void };

/**
 * Runs embla on the hero's viewport, and hands its API up. Renders nothing:
 * the slides are HeroCarousel's own markup, prerendered. On a chunk of its
 * own, fetched once the home page has hydrated, so embla (7.7 kB gzip) is in
 * no page's first load.
 */
export default function CarouselEngine({ viewport, onReady }: CarouselEngineProps) {
  const [attach, embla] = useEmblaCarousel({
    loop: true,
    duration: CAROUSEL_DURATION,
    dragThreshold: CAROUSEL_DRAG_THRESHOLD,
  });
  useEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return null;
}
