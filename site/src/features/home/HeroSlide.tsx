import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { StockImage } from '../../components/ui/StockImage.tsx';
import type { Slide } from '../../content/slides.ts';

/**
 * On a phone held upright the frame (full width, 68% of the height) is
 * taller than wide, and a landscape photo would be scaled up about twice to
 * cover it: there the slides use a 4:5 crop at the widths phones need.
 */
const phoneCrop = { media: '(max-aspect-ratio: 2/3)', ratio: [4, 5], widths: [480, 750, 960, 1200] } as const;

/**
 * One slide of the hero: its photo covering it, a shade, and the caption,
 * which sets its height. `photo` false leaves the photo out (a slide no one
 * can see before the carousel runs); the first slide's loads first.
 */
export function HeroSlide({ slide, index, count, shown, photo }: { slide: Slide; index: number; count: number; shown: boolean; photo: boolean }) {
  const first = index === 0;
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} inert={!shown} className="relative flex min-w-0 shrink-0 grow-0 basis-full flex-col justify-end">
      <div className="absolute inset-0">
        <StockImage
          src={photo ? slide.url : ''}
          alt={slide.alt}
          width={1600}
          height={900}
          widths={[640, 750, 960, 1280, 1920]}
          sizes="100vw"
          crop={phoneCrop}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
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
  );
}
