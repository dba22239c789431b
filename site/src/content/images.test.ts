import { describe, expect, it } from 'vitest';
import { sizedUrl, srcSetFor, stock } from './images.ts';

describe('stock image URLs', () => {
  it('asks the stock host for the width a slot needs', () => {
    expect(sizedUrl(stock('photo-1'), 400)).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1\?.*w=400/);
    expect(srcSetFor(stock('photo-1'), [400, 800])).toMatch(/w=400.* 400w, .*w=800.* 800w$/);
  });

  it('crops to another shape when a slot asks for one', () => {
    expect(srcSetFor(stock('photo-1'), [480, 800], [4, 5])).toMatch(/w=480&.*h=600 480w, .*w=800&.*h=1000 800w$/);
    expect(sizedUrl(sizedUrl(stock('photo-1'), 480, 600), 800)).not.toMatch(/h=/);
  });

  it('leaves other URLs (uploads, data URLs) alone and gives them no srcset', () => {
    expect(sizedUrl('data:image/png;base64,AAAA', 400)).toBe('data:image/png;base64,AAAA');
    expect(srcSetFor('/uploads/a.jpg', [400])).toBeUndefined();
  });
});
