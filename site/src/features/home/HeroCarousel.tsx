import { useCallback, useRef, type KeyboardEvent } from 'react';
import { NEEDS_APP_KEYS } from '../../boot/earlyPressNames.ts';
import { slides } from '../../content/slides.ts';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion.ts';
import { CarouselControls } from './CarouselControls.tsx';
import { HeroSlide } from './HeroSlide.tsx';
import { useCarouselEngine } from './useCarouselEngine.ts';

/**
 * Full-bleed hero: three looping slides, arrows, dots and arrow keys. No
 * autoplay. Its controls say they are unavailable (aria-disabled) until
 * embla runs; a press before then is made when it does, and one made before
 * the app runs at all is kept by the boot script until it does
 * (NEEDS_APP, src/boot/keepEarlyPresses.ts). On a short screen held
 * sideways (`short:`) it fills the screen under the header (h-18 and its
 * 1 px border), no more, so its caption, button and controls are all in
 * view. Each slide is as tall as the frame or its caption, whichever is
 * taller; the photo covers it.
 */
export function HeroCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const { Engine, onReady, running, selected, move } = useCarouselEngine();
  // With reduced motion the slides jump instead of scrolling.
  const jump = usePrefersReducedMotion();
  const prev = useCallback(() => move((api) => api.scrollPrev(jump)), [move, jump]);
  const next = useCallback(() => move((api) => api.scrollNext(jump)), [move, jump]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured work"
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...{ [NEEDS_APP_KEYS]: 'ArrowLeft ArrowRight' }}
      className="relative bg-ink text-paper"
    >
      {Engine && <Engine viewport={viewport} onReady={onReady} />}
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {/* The prerendered page carries the first photo only: the others
              cannot be seen before the carousel runs, and would share the
              phone's bandwidth with the first one (the page's largest paint).
              They are added in the render that enables the controls. */}
          {slides.map((slide, i) => (
            <HeroSlide key={slide.caption} slide={slide} index={i} count={slides.length} shown={i === selected} photo={i === 0 || running} />
          ))}
        </div>
      </div>
      <CarouselControls count={slides.length} selected={selected} unavailable={running ? undefined : true} onPrev={prev} onNext={next} onGoTo={(i) => move((api) => api.scrollTo(i, jump))} />
    </section>
  );
}
