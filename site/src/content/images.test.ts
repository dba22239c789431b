import { describe, expect, it } from 'vitest';
import { mediaSrc, mediaSrcSet, mediaVariantNames, mediaWidths, previewImage, publishedImage, shareableImage, sizedUrl, srcSetFor, STOCK_HOST, stock } from './images.ts';

describe('stock image URLs', () => {
  it('asks the stock host for the width a slot needs', () => {
    expect(sizedUrl(stock('photo-1'), 400)).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1\?.*w=400/);
    expect(srcSetFor(stock('photo-1'), [400, 800])).toMatch(/w=400.* 400w, .*w=800.* 800w$/);
  });

  it('crops to another shape when a slot asks for one', () => {
    expect(srcSetFor(stock('photo-1'), [480, 800], [4, 5])).toMatch(/w=480&.*h=600 480w, .*w=800&.*h=1000 800w$/);
    expect(sizedUrl(stock('photo-1'), 800)).not.toMatch(/h=/);
  });

  it('keeps the shape of a crop the URL already asks for (an address pasted in the admin)', () => {
    expect(sizedUrl(`${STOCK_HOST}/photo-2?w=800&h=600&fit=crop`, 400)).toMatch(/w=400&h=300/);
    expect(srcSetFor(`${STOCK_HOST}/photo-2?w=800&h=600`, [400, 1200])).toMatch(/w=400&h=300.* 400w, .*w=1200&h=900.* 1200w$/);
  });

  it('leaves other URLs (uploads, data URLs) alone and gives them no srcset', () => {
    expect(sizedUrl('data:image/png;base64,AAAA', 400)).toBe('data:image/png;base64,AAAA');
    expect(srcSetFor('/uploads/a.jpg', [400])).toBeUndefined();
  });

  it('a link preview asks for a 1200 x 630 crop, the shape sites show a large preview in; an upload has no address other sites can fetch', () => {
    const size = (url: string | undefined) => {
      const u = new URL(url!);
      return `${u.origin}${u.pathname} ${u.searchParams.get('w')}x${u.searchParams.get('h')} ${u.searchParams.get('fit')}`;
    };
    expect(size(previewImage(stock('photo-1')))).toBe(`${STOCK_HOST}/photo-1 1200x630 crop`);
    expect(size(previewImage(`${STOCK_HOST}/photo-2?w=800&h=800&fit=crop`))).toBe(`${STOCK_HOST}/photo-2 1200x630 crop`); // a square crop pasted in the admin, too
    expect(size(shareableImage(stock('photo-1')))).toBe(`${STOCK_HOST}/photo-1 1200xnull crop`); // the studio's and the team's photos in structured data keep their shape
    expect(previewImage('data:image/png;base64,AAAA')).toBeUndefined();
    expect(previewImage(undefined)).toBeUndefined();
  });
});

describe('published photos', () => {
  const photo = '/assets/media/0123456789abcdef-1600x1067.webp';

  it('reads the hash and the size from an original’s name, and nothing from any other address', () => {
    expect(publishedImage(photo)).toEqual({ hash: '0123456789abcdef', width: 1600, height: 1067 });
    expect(publishedImage('/assets/media/0123456789abcdef.webp')).toBeUndefined();
    expect(publishedImage('/assets/media/0123456789abcdef-400w.avif')).toBeUndefined();
    expect(publishedImage(stock('photo-1'))).toBeUndefined();
    expect(publishedImage('data:image/png;base64,AAAA')).toBeUndefined();
  });

  it('offers each width under the original’s, then the original’s own: never upscaled', () => {
    expect(mediaWidths(1600)).toEqual([400, 560, 720, 880, 1080, 1280, 1600]);
    expect(mediaWidths(2400)).toEqual([400, 560, 720, 880, 1080, 1280, 1600, 2400]);
    expect(mediaWidths(1000)).toEqual([400, 560, 720, 880, 1000]);
    expect(mediaWidths(500)).toEqual([400, 500]); // no 800 px file for a 500 px upload
    expect(mediaWidths(300)).toEqual([300]);
  });

  it('names every file by the original’s hash: both formats at each width, and a preview', () => {
    const image = publishedImage('/assets/media/0123456789abcdef-500x300.png')!;
    expect(mediaVariantNames(image)).toEqual(['0123456789abcdef-400w.avif', '0123456789abcdef-400w.webp', '0123456789abcdef-500w.avif', '0123456789abcdef-500w.webp', '0123456789abcdef-preview.jpg']);
    expect(mediaSrcSet(image, 'avif')).toBe('/assets/media/0123456789abcdef-400w.avif 400w, /assets/media/0123456789abcdef-500w.avif 500w');
    expect(mediaSrc(image)).toBe('/assets/media/0123456789abcdef-500w.webp');
  });

  it('gives a link preview the published 1200 x 630 crop, at the site’s own address', () => {
    expect(previewImage(photo)).toBe('https://chowkstudio.in/assets/media/0123456789abcdef-preview.jpg');
    expect(shareableImage(photo)).toBe('https://chowkstudio.in/assets/media/0123456789abcdef-preview.jpg');
  });
});
