import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './HeroCarousel.tsx';

const api = {
  scrollPrev: vi.fn(),
  scrollNext: vi.fn(),
  scrollTo: vi.fn(),
  selectedScrollSnap: () => 0,
  on: vi.fn(function (this: unknown) {
    return api;
  }),
  off: vi.fn(() => api),
};
const attached: unknown[] = [];
const running = (_options: unknown): unknown[] => [(el: unknown) => void attached.push(el), api];
const useEmblaCarousel = vi.fn(running);
vi.mock('embla-carousel-react', () => ({ default: function useMockedEmbla(options: unknown) { return useEmblaCarousel(options); } }));

/** Renders the carousel and waits for its engine (embla, loaded lazily) to run. */
async function renderCarousel() {
  const view = await act(async () => render(<HeroCarousel />));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next slide' })).not.toHaveAttribute('aria-disabled'));
  return view;
}

afterEach(() => {
  vi.clearAllMocks();
  useEmblaCarousel.mockImplementation(running);
  attached.length = 0;
});

describe('hero carousel', () => {
  it('loops, with duration 25 and drag threshold 10 (spec §9), on the slides’ viewport', async () => {
    await renderCarousel();
    expect(useEmblaCarousel).toHaveBeenCalledWith({ loop: true, duration: 25, dragThreshold: 10 });
    expect(attached.at(-1)).toBe(screen.getByRole('group', { name: '1 of 3' }).parentElement?.parentElement);
  });

  it('says its controls are unavailable until embla runs', async () => {
    useEmblaCarousel.mockImplementation(() => [() => {}, undefined]); // embla not running yet
    await act(async () => render(<HeroCarousel />));
    for (const name of ['Previous slide', 'Next slide', 'Go to slide 2']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('makes a press from before embla runs once it does, not dropping it', async () => {
    useEmblaCarousel.mockImplementation(() => [() => {}, undefined]); // embla not running yet
    const { rerender } = await act(async () => render(<HeroCarousel />));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured work' }), { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(api.scrollNext).not.toHaveBeenCalled();
    useEmblaCarousel.mockImplementation(running);
    rerender(<HeroCarousel />);
    await waitFor(() => expect(api.scrollNext.mock.calls).toEqual([[false]]));
    expect(api.scrollTo.mock.calls).toEqual([[2, false]]);
  });

  it('asks for the first slide’s photo alone until embla runs, and for the other two when it does', async () => {
    useEmblaCarousel.mockImplementation(() => [() => {}, undefined]); // embla not running yet
    const { rerender } = render(<HeroCarousel />);
    const photos = () => [1, 2, 3].map((n) => screen.getByRole('group', { name: `${n} of 3` }).querySelector('img'));
    expect(photos()[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos().slice(1)).toEqual([null, null]);
    useEmblaCarousel.mockImplementation(running);
    rerender(<HeroCarousel />);
    await waitFor(() => expect(photos()[1]).toHaveAttribute('loading', 'lazy'));
    expect(photos()[2]).toHaveAttribute('src', expect.stringContaining('images.unsplash.com'));
  });

  it('has no autoplay: nothing moves unless asked', async () => {
    await renderCarousel();
    vi.useFakeTimers();
    vi.advanceTimersByTime(60_000);
    expect(api.scrollNext).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('arrows and arrow keys scroll it, smoothly by default', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured work' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured work' }), { key: 'ArrowLeft' });
    expect(api.scrollNext.mock.calls).toEqual([[false], [false]]);
    expect(api.scrollPrev.mock.calls).toEqual([[false], [false]]);
  });

  it('jumps instead of scrolling when the visitor prefers reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('reduce') })) as typeof window.matchMedia;
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(api.scrollNext).toHaveBeenCalledWith(true);
    window.matchMedia = original;
  });
});
