import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { NEEDS_APP, NEEDS_APP_KEYS } from '../../boot/earlyPressNames.ts';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { StockImage } from '../../components/ui/StockImage.tsx';
import { slides } from '../../content/slides.ts';
import { chunkOnDemand } from '../../lib/chunkOnDemand.ts';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion.ts';
import type { CarouselApi, CarouselEngineProps } from './CarouselEngine.tsx';

/** A control the boot script keeps presses of until the app runs. */
const needsApp = { [NEEDS_APP]: '' };

// embla, on a chunk fetched once the page has hydrated. While it cannot
// arrive (a phone's connection dropping just after the page, say), the hero
// stays as it is, its first slide, its controls unavailable, and a press on a
// control tries the chunk again (chunkOnDemand.ts).
const engine = chunkOnDemand(() => import('./CarouselEngine.tsx'));

/** What a control does, given the running carousel. */
type Move = (api: CarouselApi) => void;

/**
 * On a phone held upright the frame (full width, 68% of the height) is
 * taller than wide, and a landscape photo would be scaled up about twice to
 * cover it: there the slides use a 4:5 crop at the widths phones need.
 */
const phoneCrop = { media: '(max-aspect-ratio: 2/3)', ratio: [4, 5], widths: [480, 750, 960, 1200] } as const;

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
  const [Engine, setEngine] = useState<ComponentType<CarouselEngineProps>>();
  const [embla, setEmbla] = useState<CarouselApi>();
  // Presses made before embla runs, made once it does: a visitor's first
  // arrow key is not lost to the engine's load.
  const pending = useRef<Move[]>([]);
  const [selected, setSelected] = useState(0);
  // With reduced motion the slides jump instead of scrolling.
  const jump = usePrefersReducedMotion();
  // The prerendered page carries the first photo only: the others cannot be
  // seen before the carousel runs, and would share the phone's bandwidth
  // with the first one (the page's largest paint). They are added when it
  // runs, in the render that enables the controls, rather than in a render
  // of their own forced right after hydration (useHydrated's).
  const running = embla !== undefined;
  const unavailable = running ? undefined : true;

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
      {Engine && <Engine viewport={viewport} onReady={setEmbla} />}
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.caption}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={i !== selected}
              className="relative flex min-w-0 shrink-0 grow-0 basis-full flex-col justify-end"
            >
              <div className="absolute inset-0">
                <StockImage
                  src={i === 0 || running ? slide.url : ''}
                  alt={slide.alt}
                  width={1600}
                  height={900}
                  widths={[640, 750, 960, 1280, 1920]}
                  sizes="100vw"
                  crop={phoneCrop}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  frameClassName="h-full w-full bg-ink"
                />
              </div>
              <div className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/35 to-ink/10" aria-hidden="true" />
              {/* The caption sets the slide's height: the frame's at least,
                  more when a reader's own text spacing (WCAG 1.4.12) makes
                  it taller, where a slide of fixed height would cut its top off. */}
              <div className="relative flex min-h-[clamp(26rem,68svh,46rem)] flex-col justify-end short:min-h-[max(15rem,calc(100svh-4.5rem-1px))]">
                <div className="container-site pt-8 pb-20 md:pb-24 short:pt-4 short:pb-16">
                  <p className="max-w-3xl font-display text-display font-medium text-paper short:text-5xl">{slide.caption}</p>
                  <button type="button" className={`${buttonStyles.primary} mt-8 short:mt-4`}>
                    Explore Our Work
                  </button>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      <IconButton label="Previous slide" aria-disabled={unavailable} {...needsApp} onClick={prev} className="absolute right-16 bottom-4 bg-ink/40 text-paper hover:bg-ink/70 md:top-1/2 md:right-auto md:bottom-auto md:left-5 md:-translate-y-1/2 short:top-auto short:right-16 short:bottom-4 short:left-auto short:translate-y-0">
        <ChevronLeft aria-hidden="true" className="size-6" />
      </IconButton>
      <IconButton label="Next slide" aria-disabled={unavailable} {...needsApp} onClick={next} className="absolute right-4 bottom-4 bg-ink/40 text-paper hover:bg-ink/70 md:top-1/2 md:bottom-auto md:right-5 md:-translate-y-1/2 short:top-auto short:right-4 short:bottom-4 short:translate-y-0">
        <ChevronRight aria-hidden="true" className="size-6" />
      </IconButton>

      <div className="pointer-events-none absolute inset-x-0 bottom-6">
        <div className="container-site flex items-center gap-4">
          {/* Under 280 px (a phone zoomed to 150 %) the dots alone show where
              the carousel is, or they would run under the arrows; the count
              is still read out. */}
          <p className="text-sm font-medium tabular-nums text-paper/90 max-[279.98px]:sr-only" aria-live="polite" aria-atomic="true">
            <span className="sr-only">Slide </span>
            {selected + 1} / {slides.length}
          </p>
          <div className="pointer-events-auto flex gap-2">
            {slides.map((s, i) => (
              <button
                key={s.caption}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                aria-disabled={unavailable}
                {...needsApp}
                onClick={() => move((api) => api.scrollTo(i, jump))}
                className="group flex h-6 items-center"
              >
                <span className={`block h-1 rounded-full transition-all duration-200 ${i === selected ? 'w-10 bg-accent' : 'w-5 bg-paper/60 group-hover:bg-paper'}`} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
