import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stock } from '../../content/images.ts';
import { imageSlots } from '../../content/imageSlots.ts';
import { StockImage } from './StockImage.tsx';

const crop = { media: '(max-aspect-ratio: 2/3)', ratio: [4, 5], widths: [480, 960] } as const;

describe('StockImage', () => {
  it('offers a crop of another shape for the screens it is for, in a <picture>', () => {
    const { container } = render(<StockImage src={stock('photo-1')} alt="A desk" width={1600} height={900} sizes="100vw" crop={crop} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-aspect-ratio: 2/3)');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(source?.getAttribute('srcset')).toMatch(/w=480&.*h=600 480w, .*w=960&.*h=1200 960w$/);
    expect(container.querySelector('picture > img')?.getAttribute('srcset')).not.toMatch(/h=/);
  });

  it('shows an upload or data URL as it is, with no crop (the host cannot crop it)', () => {
    const { container } = render(<StockImage src="data:image/png;base64,AAAA" alt="Upload" width={4} height={3} crop={crop} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });

  it('offers a published photo at each of its widths, AVIF first, with the slot’s sizes', () => {
    const { container } = render(<StockImage src="/assets/media/0123456789abcdef-1000x750.webp" alt="" width={800} height={600} sizes={imageSlots.projectCard.sizes} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('sizes')).toBe(imageSlots.projectCard.sizes);
    expect(source?.getAttribute('srcset')).toBe(['400', '560', '720', '880', '1000'].map((w) => `/assets/media/0123456789abcdef-${w}w.avif ${w}w`).join(', '));
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/assets/media/0123456789abcdef-1000w.webp');
    expect(img.getAttribute('srcset')).toMatch(/^\/assets\/media\/0123456789abcdef-400w\.webp 400w, .* \/assets\/media\/0123456789abcdef-1000w\.webp 1000w$/);
    expect(img.getAttribute('sizes')).toBe(imageSlots.projectCard.sizes);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('800');
  });

  it('preloads a page’s first published photo in AVIF with the same srcset and sizes', () => {
    render(<StockImage src="/assets/media/fedcba9876543210-1600x900.webp" alt="" width={1600} height={900} sizes={imageSlots.postCover.sizes} loading="eager" fetchPriority="high" />);
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="fedcba9876543210"]');
    expect(link?.getAttribute('type')).toBe('image/avif');
    expect(link?.getAttribute('imagesizes')).toBe(imageSlots.postCover.sizes);
    expect(link?.getAttribute('imagesrcset')).toMatch(/-1600w\.avif 1600w$/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
