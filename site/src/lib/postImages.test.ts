import { describe, expect, it } from 'vitest';
import { imageUrlAllowed, prepareImages, replaceFailedImages } from './postImages.ts';

describe('post images', () => {
  it.each([
    ['https://images.unsplash.com/photo-1?w=800', true],
    ['data:image/webp;base64,AA==', true],
    ['blob:https://chowkstudio.in/1', true],
    ['/uploads/sign.png', true],
    ['sign.png', true],
    ['https://example.com/a.jpg', false],
    ['//example.com/a.jpg', false],
    ['http://images.unsplash.com/photo-1', false], // not the https origin the CSP names
    ['https://images.unsplash.com.evil.test/a.jpg', false],
  ])('the CSP lets %s load: %s', (url, allowed) => {
    expect(imageUrlAllowed(url)).toBe(allowed);
  });

  it('an image that fails to load later (a 404, offline) is replaced by its tinted block; cleanup stops that', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p><img src="https://images.unsplash.com/gone" alt="Kala Ghoda sign"></p><img src="https://images.unsplash.com/gone2" alt="Second">';
    const cleanup = replaceFailedImages(box)!;
    const [first, second] = box.querySelectorAll('img');
    first.dispatchEvent(new Event('error')); // does not bubble: the container listens on the way down
    expect(box.querySelector('.image-unavailable')).toHaveAccessibleName('Kala Ghoda sign');
    expect(box.querySelectorAll('img')).toHaveLength(1);
    cleanup();
    second.dispatchEvent(new Event('error'));
    expect(box.querySelectorAll('img')).toHaveLength(1);
  });

  it('offers a published photo in a body at each of its widths, AVIF first, never wider than it is shown', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p><img src="/assets/media/0123456789abcdef-900x600.png" width="600" height="400" alt="A sign"></p>';
    prepareImages(box);
    const picture = box.querySelector('p > picture')!;
    const [source, img] = picture.children;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(['400', '560', '720', '880', '900'].map((w) => `/assets/media/0123456789abcdef-${w}w.avif ${w}w`).join(', '));
    expect(img.getAttribute('src')).toBe('/assets/media/0123456789abcdef-900w.webp');
    expect(img.getAttribute('srcset')).toMatch(/-900w\.webp 900w$/);
    expect(img.getAttribute('sizes')).toBe(source.getAttribute('sizes'));
    expect(img.getAttribute('sizes')).toContain('min(600px,');
    expect(img).toHaveAccessibleName('A sign');
  });
});
