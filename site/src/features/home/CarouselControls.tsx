import { ChevronLeft, ChevronRight } from 'lucide-react';
import { NEEDS_APP } from '../../boot/earlyPressNames.ts';
import { IconButton } from '../../components/ui/IconButton.tsx';

/** A control the boot script keeps presses of until the app runs. */
const needsApp = { [NEEDS_APP]: '' };

/**
 * The hero's arrows, its count and its dots. `unavailable` until embla runs
 * (aria-disabled: a press is still taken, and made when it does).
 */
export function CarouselControls({ count, selected, unavailable, onPrev, onNext, onGoTo }: { count: number; selected: number; unavailable?: true; onPrev: () => void; onNext: () => void; onGoTo: (index: number) => void }) {
  return (
    <>
      <IconButton label="Previous slide" aria-disabled={unavailable} {...needsApp} onClick={onPrev} className="absolute right-16 bottom-4 bg-ink/40 text-paper hover:bg-ink/70 md:top-1/2 md:right-auto md:bottom-auto md:left-5 md:-translate-y-1/2 short:top-auto short:right-16 short:bottom-4 short:left-auto short:translate-y-0">
        <ChevronLeft aria-hidden="true" className="size-6" />
      </IconButton>
      <IconButton label="Next slide" aria-disabled={unavailable} {...needsApp} onClick={onNext} className="absolute right-4 bottom-4 bg-ink/40 text-paper hover:bg-ink/70 md:top-1/2 md:bottom-auto md:right-5 md:-translate-y-1/2 short:top-auto short:right-4 short:bottom-4 short:translate-y-0">
        <ChevronRight aria-hidden="true" className="size-6" />
      </IconButton>

      <div className="pointer-events-none absolute inset-x-0 bottom-6">
        <div className="container-site flex items-center gap-4">
          {/* Under 280 px (a phone zoomed to 150 %) the dots alone show where
              the carousel is, or they would run under the arrows; the count
              is still read out. */}
          <p className="text-sm font-medium tabular-nums text-paper/90 max-[279.98px]:sr-only" aria-live="polite" aria-atomic="true">
            <span className="sr-only">Slide </span>
            {selected + 1} / {count}
          </p>
          <div className="pointer-events-auto flex gap-2">
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                aria-disabled={unavailable}
                {...needsApp}
                onClick={() => onGoTo(i)}
                className="group flex h-6 items-center"
              >
                <span className={`block h-1 rounded-full transition-all duration-200 ${i === selected ? 'w-10 bg-accent' : 'w-5 bg-paper/60 group-hover:bg-paper'}`} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
