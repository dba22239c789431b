// Photo-like test images: what a camera gives, not a flat drawing. Each is
// 1/f noise (the spectrum of natural photographs: every octave of detail
// half as strong as the one below it) in three colour channels, with
// hard-edged shapes on it (buildings, signs, people against a street) and
// a little sensor grain, then encoded as the admin stores an upload:
// WebP at quality 0.82, 1600 px on its longest side. Made with sharp, from
// a seed, so every run draws the same set.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireSite = createRequire(path.join(import.meta.dirname, '..', '..', 'site', 'package.json'));
const sharp = requireSite('sharp');

/** A small seeded generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How much weaker each octave of detail is than the one below: a 1/f amplitude spectrum keeps each octave's energy nearly even. */
const AMPLITUDE_PER_OCTAVE = Number(process.env.PHOTO_OCTAVE ?? 0.85);

/** One photo of width x height as WebP bytes. */
export async function photoWebp(seed, width = 1600, height = 1067) {
  const rand = random(seed);
  const pixels = new Float32Array(width * height * 3).fill(0);
  // Octaves of smooth noise, from a 2 x 2 grid up to single pixels: amplitude 1/f.
  for (let cells = 2, amplitude = 48; cells <= width; cells *= 2, amplitude *= AMPLITUDE_PER_OCTAVE) {
    const gw = cells + 1;
    const gh = Math.ceil((cells * height) / width) + 1;
    const grid = Buffer.alloc(gw * gh * 3);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rand() * 256);
    const { data } = await sharp(grid, { raw: { width: gw, height: gh, channels: 3 } }).resize(width, height, { kernel: 'cubic', fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < pixels.length; i++) pixels[i] += ((data[i] - 128) / 128) * amplitude;
  }
  const base = [110 + rand() * 60, 100 + rand() * 50, 90 + rand() * 50];
  const bytes = Buffer.alloc(pixels.length);
  for (let i = 0; i < pixels.length; i++) bytes[i] = Math.max(0, Math.min(255, base[i % 3] + pixels[i] + (rand() - 0.5) * 10));
  // Hard edges: walls, windows, a sign, figures.
  const shapes = Array.from({ length: 24 }, () => {
    const [x, y, w, h] = [rand() * width, rand() * height, 30 + rand() * 400, 30 + rand() * 400].map(Math.round);
    const fill = `rgb(${[0, 0, 0].map(() => Math.round(rand() * 255)).join(',')})`;
    return rand() < 0.6 ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" fill-opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>` : `<circle cx="${x}" cy="${y}" r="${Math.round(w / 3)}" fill="${fill}" fill-opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  });
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`);
  return sharp(bytes, { raw: { width, height, channels: 3 } }).composite([{ input: svg }]).webp({ quality: 82 }).toBuffer();
}
