import { fireEvent, render, screen } from '@testing-library/react';
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
const useEmblaCarousel = vi.fn((_options: unknown) => [() => {}, api]);
vi.mock('embla-carousel-react', () => ({ default: (options: unknown) => useEmblaCarousel(options) }));

function renderCarousel() {
  return render(<HeroCarousel />);
}

afterEach(() => vi.clearAllMocks());

describe('hero carousel', () => {
  it('loops, with duration 25 and drag threshold 10 (spec §9)', () => {
    renderCarousel();
    expect(useEmblaCarousel).toHaveBeenCalledWith({ loop: true, duration: 25, dragThreshold: 10 });
  });

  it('has no autoplay: nothing moves unless asked', () => {
    vi.useFakeTimers();
    renderCarousel();
    vi.advanceTimersByTime(60_000);
    expect(api.scrollNext).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('arrows and arrow keys scroll it, smoothly by default', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured work' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured work' }), { key: 'ArrowLeft' });
    expect(api.scrollNext.mock.calls).toEqual([[false], [false]]);
    expect(api.scrollPrev.mock.calls).toEqual([[false], [false]]);
  });

  it('jumps instead of scrolling when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('reduce') })) as typeof window.matchMedia;
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(api.scrollNext).toHaveBeenCalledWith(true);
    window.matchMedia = original;
  });
});
