import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACKS, fallbackFonts } from './fallback-fonts.ts';

const tokens = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'styles', 'index.css'), 'utf8');
/** The families a --font-* token lists, in order, without quotes. */
const stack = (token: string) =>
  new RegExp(`--font-${token}:([^;]+);`)
    .exec(tokens)![1]
    .split(',')
    .map((f) => f.trim().replace(/^'|'$/g, ''));

describe('the local fonts that stand in while the web fonts load (tooling/fallback-fonts.ts)', () => {
  const { css, names } = fallbackFonts();

  it('declares one @font-face per local font, from local files only, scaled and with the web font’s ascent and descent', () => {
    const faces = [...css.matchAll(/@font-face {([^}]*)}/g)].map((m) => m[1]);
    expect(faces).toHaveLength(Object.values(FALLBACKS).reduce((n, f) => n + f.locals.length, 0));
    for (const face of faces) {
      expect(face).toMatch(/src: local\('[^']+'\)/);
      expect(face).not.toMatch(/url\(/);
      expect(face).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(face).toMatch(/descent-override: \d+(\.\d+)?%/);
    }
  });

  it('sizes Liberation (Linux) as Arial and Times New Roman, the fonts it matches metric for metric', () => {
    const face = (name: string) => new RegExp(`"${name}";\\s*src: [^;]+;([^}]*)}`).exec(css)![1];
    expect(face('Inter Variable Fallback: Liberation Sans')).toBe(face('Inter Variable Fallback: Arial'));
    expect(face('Fraunces Variable Fallback: Liberation Serif')).toBe(face('Fraunces Variable Fallback: Times New Roman'));
  });

  it('puts every fallback right after its web font in the site’s type tokens, so a browser uses them', () => {
    expect(stack('display').slice(0, 1 + names['Fraunces Variable'].length)).toEqual(['Fraunces Variable', ...names['Fraunces Variable']]);
    expect(stack('sans').slice(0, 1 + names['Inter Variable'].length)).toEqual(['Inter Variable', ...names['Inter Variable']]);
  });
});
