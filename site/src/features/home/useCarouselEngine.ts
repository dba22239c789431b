import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { chunkOnDemand } from '../../lib/chunkOnDemand.ts';
import type { CarouselApi, CarouselEngineProps } from './CarouselEngine.tsx';

// embla, on a chunk fetched once the page has hydrated. While it cannot
// arrive (a phone's connection dropping just after the page, say), the hero
// stays as it is, its first slide, its controls unavailable, and a press on a
// control tries the chunk again (chunkOnDemand.ts).
const engine = chunkOnDemand(() => import('./CarouselEngine.tsx'));

/** What a control does, given the running carousel. */
export type Move = (api: CarouselApi) => void;

/**
 * The hero's engine: embla loaded after hydration, the slide it shows, and
 * `move`, which makes a press on a control. A press made before embla runs
 * is made once it does: a visitor's first arrow key is not lost to the
 * engine's load. Render `Engine` (when loaded) with `onReady`.
 */
export function useCarouselEngine() {
  const [Engine, setEngine] = useState<ComponentType<CarouselEngineProps>>();
  const [embla, setEmbla] = useState<CarouselApi>();
  const pending = useRef<Move[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    let live = true;
    void engine.load().then((module) => live && setEngine(() => module.default));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!embla) return;
    for (const move of pending.current.splice(0)) move(embla);
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const move = useCallback(
    (m: Move) => {
      if (embla) return m(embla);
      pending.current.push(m);
      void engine.load().then((module) => setEngine(() => module.default));
    },
    [embla],
  );

  return { Engine, onReady: setEmbla, running: embla !== undefined, selected, move };
}
