import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stock } from '../../content/images.ts';
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
});
