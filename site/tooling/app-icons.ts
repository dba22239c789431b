import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Plugin } from 'vite';

/**
 * The icons a browser or phone asks for by name, rendered from the site's one
 * icon (public/favicon.svg) at build time, so they never drift from it:
 * - favicon.ico (16, 32 and 48 px): what feed readers, link unfurlers and
 *   older browsers fetch from the root whatever the page declares;
 * - apple-touch-icon.png (180 px, Apple's size for iPhone): the icon of a
 *   bookmark or home-screen shortcut on iOS, which reads no SVG. It is
 *   full-bleed, the icon's own ground filling the corners the SVG rounds,
 *   because iOS rounds the corners itself and shows transparency as black.
 */

/** The site's icon, the one source of every other. */
export const faviconSvg = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'favicon.svg');

let ready: Promise<void> | undefined;
function loadRenderer(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= readFile(wasm).then((bytes) => initWasm(bytes));
  return ready;
}

export type Rendered = { png: Uint8Array; pixels: Uint8Array; width: number; height: number };

/** Renders `svg` `size` px square; `background` fills what the SVG leaves transparent. */
export async function renderIcon(svg: string, size: number, background?: string): Promise<Rendered> {
  await loadRenderer();
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background, font: { loadSystemFonts: false } }).render();
  const rendered = { png: image.asPng(), pixels: image.pixels, width: image.width, height: image.height };
  image.free();
  return rendered;
}

/** The fill of the SVG's first `<rect>`: the icon's ground. */
export function groundOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
  if (!fill) throw new Error('app icons: favicon.svg has no <rect> with a fill to use as the touch icon’s ground');
  return fill;
}

/**
 * An ICO file holding PNG images. Every browser and Windows since Vista read
 * PNG inside ICO; the container is a 6-byte header and a 16-byte entry per
 * image (no npm package does only this without pulling in an image decoder).
 */
export function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const out = new Uint8Array(headerSize + images.reduce((n, i) => n + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new Error(`app icons: an ICO image is 1 to 256 px, not ${size}`);
    const entry = 6 + 16 * i;
    view.setUint8(entry, size % 256); // width; 0 means 256
    view.setUint8(entry + 1, size % 256); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

export const faviconSizes = [16, 32, 48];
export const touchIconSize = 180;

/** Emits favicon.ico and apple-touch-icon.png, and links the touch icon from every page. */
export function appIcons(): Plugin {
  return {
    name: 'studio:app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(faviconSvg, 'utf8');
      const favicons = await Promise.all(faviconSizes.map(async (size) => ({ size, png: (await renderIcon(svg, size)).png })));
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoFromPngs(favicons) });
      const touch = await renderIcon(svg, touchIconSize, groundOf(svg));
      this.emitFile({ type: 'asset', fileName: 'apple-touch-icon.png', source: touch.png });
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }, injectTo: 'head' }],
  };
}
