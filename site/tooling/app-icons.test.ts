import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconSizes, faviconSvg, groundOf, icoFromPngs, renderIcon, touchIconSize } from './app-icons.ts';

const svg = readFileSync(faviconSvg, 'utf8');
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The RGBA of pixel (x, y) of a rendered icon. */
const pixel = (r: { pixels: Uint8Array; width: number }, x: number, y: number) => [...r.pixels.slice((y * r.width + x) * 4, (y * r.width + x) * 4 + 4)];

describe('app icons', () => {
  it('favicon.ico: an ICO header and one entry per size, each pointing at its PNG', async () => {
    const images = await Promise.all(faviconSizes.map(async (size) => ({ size, png: (await renderIcon(svg, size)).png })));
    const ico = icoFromPngs(images);
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, faviconSizes.length]);
    images.forEach(({ size, png }, i) => {
      const entry = 6 + 16 * i;
      expect([view.getUint8(entry), view.getUint8(entry + 1)]).toEqual([size, size]);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      expect(view.getUint32(entry + 8, true)).toBe(png.length);
      const offset = view.getUint32(entry + 12, true);
      expect([...ico.slice(offset, offset + png.length)]).toEqual([...png]);
      expect([...png.slice(0, 8)]).toEqual(pngSignature);
    });
    const last = 6 + 16 * (images.length - 1);
    expect(view.getUint32(last + 12, true) + view.getUint32(last + 8, true)).toBe(ico.length);
  });

  it('favicon.ico: 256 px is written as 0, as the format says; larger sizes are refused', () => {
    const png = new Uint8Array(pngSignature);
    expect(icoFromPngs([{ size: 256, png }])[6]).toBe(0);
    expect(() => icoFromPngs([{ size: 300, png }])).toThrow(/1 to 256 px/);
  });

  it('apple-touch-icon.png: 180 px and full-bleed, the corners the SVG rounds filled with its ground', async () => {
    const ground = groundOf(svg);
    expect(ground).toBe('#16130F');
    const touch = await renderIcon(svg, touchIconSize, ground);
    expect([touch.width, touch.height]).toEqual([180, 180]);
    expect(pixel(touch, 0, 0)).toEqual([0x16, 0x13, 0x0f, 255]);
    expect(pixel(touch, 179, 179)).toEqual([0x16, 0x13, 0x0f, 255]);
    expect(pixel(touch, 90, 90)).toEqual([0xc2, 0x41, 0x0c, 255]); // the mark's accent centre
    // Without the ground the corner is transparent, which iOS would show black.
    expect(pixel(await renderIcon(svg, touchIconSize), 0, 0)[3]).toBe(0);
  });

  it('a favicon.svg without a filled <rect> fails the build with a message, not a black icon', () => {
    expect(() => groundOf('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>')).toThrow(/no <rect> with a fill/);
  });
});
