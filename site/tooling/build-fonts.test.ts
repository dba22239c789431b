import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_RANGES, planDevanagari, planFaces, WEIGHTS } from './build-fonts.ts';
import { parseUnicodeRange, rangesInclude, rangesToText, subtractRanges } from './unicode-range.ts';

const latin = parseUnicodeRange('U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC');
const latinExt = parseUnicodeRange('U+0100-02BA,U+20A0-20AB,U+20AD-20C0');
const packaged = [
  { familyName: 'Inter Variable', subset: 'latin-ext', file: 'x-latin-ext.woff2', ranges: latinExt },
  { familyName: 'Inter Variable', subset: 'latin', file: 'x-latin.woff2', ranges: latin },
];

describe('the site’s web fonts (tooling/build-fonts.ts)', () => {
  it('splits the Latin face into a core face and the rest, which together cover what the package did', () => {
    const faces = planFaces(packaged);
    expect(faces.map((f) => f.subset)).toEqual(['latin-ext', 'core', 'latin-rest']);
    const [, core, rest] = faces;
    expect(core.file).toBe('x-latin.woff2');
    expect(rest.file).toBe('x-latin.woff2');
    // Disjoint, so a page with only core characters never needs the second file…
    expect(subtractRanges(core.ranges, rest.ranges)).toEqual(core.ranges);
    // …and nothing the packaged face covered is lost.
    expect(subtractRanges(latin, [...core.ranges, ...rest.ranges])).toEqual([]);
  });

  it('leaves the other subsets as packaged, less what the core face claims', () => {
    expect(planFaces(packaged)[0]).toEqual({ ...packaged[0], ranges: subtractRanges(latinExt, CORE_RANGES) });
  });

  it('puts each published character the Latin file has into the core face, and no other', () => {
    const [ext, core, rest] = planFaces(packaged, 'Zoë paid ₹10 for the Őrség poster');
    expect(rangesInclude(core.ranges, 'ë'.codePointAt(0)!)).toBe(true);
    expect(rangesInclude(rest.ranges, 'ë'.codePointAt(0)!)).toBe(false);
    // Ő is in the Latin Extended file, not the Latin one: it stays there.
    expect(rangesInclude(core.ranges, 'Ő'.codePointAt(0)!)).toBe(false);
    expect(rangesInclude(ext.ranges, 'Ő'.codePointAt(0)!)).toBe(true);
  });

  it('cuts a Devanagari face to the published Devanagari characters and the marks its shaping needs, and builds none without them', () => {
    expect(planDevanagari('Signs of Kala Ghoda')).toEqual([]);
    const [face] = planDevanagari('मुंबई ₹10');
    expect(face.familyName).toBe('Noto Sans Devanagari Variable');
    expect(rangesToText(face.ranges)).toBe([...new Set('\u200c\u200d\u25cc' + 'मुंबई')].sort().join(''));
  });

  it('keeps Basic Latin and the studio’s punctuation (’ – — … ₹ ©) in the core face, and not Latin-1 letters it does not use', () => {
    for (const ch of 'AZaz09 @&’‘“”–—…₹©·é') expect(rangesInclude(CORE_RANGES, ch.codePointAt(0)!), ch).toBe(true);
    for (const ch of 'ëøßÅ') expect(rangesInclude(CORE_RANGES, ch.codePointAt(0)!), ch).toBe(false);
  });

  it('keeps every weight the site’s source sets (Tailwind classes and CSS)', () => {
    const tailwind: Record<string, number> = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };
    const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
    const used = new Set<number>();
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\./.test(f))) {
      const text = readFileSync(path.join(src, file), 'utf8');
      for (const [, name] of text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)) used.add(tailwind[name]);
      for (const [, n] of text.matchAll(/font-weight:\s*(\d+)/g)) used.add(Number(n));
    }
    expect(used.size).toBeGreaterThan(0);
    for (const w of used) {
      expect(w, `weight ${w}`).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(w, `weight ${w}`).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });
});
