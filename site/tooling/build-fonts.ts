#!/usr/bin/env node
// Builds the site's web fonts from the pinned @fontsource-variable packages
// into src/styles/fonts/ (generated, not committed): woff2 files and the
// fonts.css that declares them. main.tsx imports that CSS.
//
// Two cuts make every page's fonts about half their packaged size (85 kB to
// 44 kB for the two Latin files a page needs), with nothing lost:
// - Weight. The site sets 400, 500 and 600, and `bolder` in post bodies
//   gives 700, so each face keeps the 400–700 part of its weight axis.
// - Characters. The packaged Latin file is split in two: a core face with
//   Basic Latin and the few other characters the site's own text uses
//   (CORE_EXTRA), and a face with the rest of the Latin range. A browser
//   downloads a face only when a page shows a character in its
//   unicode-range, so the default pages fetch the core files alone, and an
//   owner's 'Zoë' in the admin still gets the typeface, from the second file.
// The other subsets (Latin Extended, Vietnamese, Greek, Cyrillic) stay as
// they were packaged, cut to the same weights.
//
// The published content (site/published/content.json) counts as the site's
// own text: each of its characters that a family has joins that family's
// core face, so a published 'ß' or 'Ω' costs a few bytes in the file every
// page loads, not a second file. Devanagari, which neither family has, gets
// a face of its own from Noto Sans Devanagari, cut to the published
// Devanagari characters (and the joiners and dotted circle its shaping
// uses), which only a page that shows them downloads. A character no face
// has (an emoji) is left to the system's fonts.
//
// After the web fonts, fonts.css declares the local fonts that stand in for
// them while they load, sized to their metrics (tooling/fallback-fonts.ts).
//
// It skips the work when the output matches its inputs (stamp.json), so
// `npm run dev` and a repeated build pay nothing. tooling/check-budget.ts
// checks that the prerendered pages need nothing beyond the core faces.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-expect-error: subset-font ships no types; it takes a font, the text to keep and options, and resolves to the cut font.
import subsetFontUntyped from 'subset-font';
import { fallbackFonts } from './fallback-fonts.ts';
import { formatUnicodeRange, parseUnicodeRange, rangesInclude, rangesToText, subtractRanges, textToRanges, type Range } from './unicode-range.ts';

const subsetFont = subsetFontUntyped as (font: Buffer, text: string, options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> }) => Promise<Buffer>;

/** A @font-face to write: its family, subset, source file and the code points it claims. */
export type Face = { familyName: string; subset: string; file: string; ranges: Range[] };

/** The families, as @fontsource-variable packages (their `wght` files). */
export const FAMILIES = ['fraunces', 'inter'];
/** The part of the weight axis the site uses (see above). */
export const WEIGHTS = { min: 400, max: 700 };
/**
 * Characters the core face carries beyond Basic Latin (U+0020–007E): the
 * typographic punctuation and symbols the studio's text uses or an editor is
 * likely to type, and the é of the default content.
 */
export const CORE_EXTRA = '\u00a0©·é‘’“”–—…•₹';
export const CORE_RANGES = textToRanges(
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + CORE_EXTRA,
);

/** Devanagari's blocks; the joiners and dotted circle its shaping needs go with any Devanagari text. */
export const DEVANAGARI = parseUnicodeRange('U+0900-097F,U+1CD0-1CFF,U+A8E0-A8FF');
const DEVANAGARI_SHAPING = '\u200c\u200d\u25cc';
/** The Devanagari family (an @fontsource-variable package) and its face's name in fonts.css. */
export const DEVANAGARI_FAMILY = 'noto-sans-devanagari';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(site, 'src', 'styles', 'fonts');
const PUBLISHED = path.join(site, 'published', 'content.json');

/** Every character of the published content's text (its string values; markup is ASCII). */
export function publishedCharacters(file = PUBLISHED) {
  if (!existsSync(file)) return '';
  const chars = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const ch of value) chars.add(ch);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...chars].filter((ch) => /\S/u.test(ch)).sort().join('');
}
const require = createRequire(import.meta.url);

/** The package's @font-face rules for its `wght` files: family name, subset, file and unicode-range. */
function packagedFaces(family: string): Face[] {
  const pkgDir = path.dirname(require.resolve(`@fontsource-variable/${family}/package.json`));
  const css = readFileSync(path.join(pkgDir, 'index.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    const familyName = /font-family:\s*'([^']+)'/.exec(body)?.[1];
    const subset = file && new RegExp(`^${family}-(.+)-wght-normal\\.woff2$`).exec(file)?.[1];
    if (!file || !range || !subset || !familyName) throw new Error(`@fontsource-variable/${family}: unexpected @font-face: ${body.trim()}`);
    return { familyName, subset, file: path.join(pkgDir, 'files', file), ranges: parseUnicodeRange(range) };
  });
}

/**
 * The faces to build from a family's packaged ones: the core face, cut from
 * the Latin file (Basic Latin, CORE_EXTRA, and the published characters
 * that file has), the rest of the Latin file, and the other packaged faces
 * as they were, less what the core face now claims: no two faces claim one
 * character. A published character another file has (a Cyrillic letter)
 * stays in that file's face.
 */
export function planFaces(faces: readonly Face[], published = ''): Face[] {
  const latin = faces.find((f) => f.subset === 'latin');
  const core = textToRanges(rangesToText(CORE_RANGES) + [...published].filter((ch) => latin && rangesInclude(latin.ranges, ch.codePointAt(0)!)).join(''));
  return faces.flatMap((face): Face[] => {
    const rest = subtractRanges(face.ranges, core);
    if (face !== latin) return rest.length ? [{ ...face, ranges: rest }] : [];
    return [
      { ...face, subset: 'core', ranges: core },
      { ...face, subset: 'latin-rest', ranges: rest },
    ];
  });
}

/** The Devanagari face, cut to the published Devanagari characters; none when there are none. */
export function planDevanagari(published: string): Face[] {
  const chars = [...published].filter((ch) => rangesInclude(DEVANAGARI, ch.codePointAt(0)!));
  if (chars.length === 0) return [];
  const pkgDir = path.dirname(require.resolve(`@fontsource-variable/${DEVANAGARI_FAMILY}/package.json`));
  return [
    {
      familyName: 'Noto Sans Devanagari Variable',
      subset: 'published',
      file: path.join(pkgDir, 'files', `${DEVANAGARI_FAMILY}-devanagari-wght-normal.woff2`),
      ranges: textToRanges(chars.join('') + DEVANAGARI_SHAPING),
    },
  ];
}

function faceCss(familyName: string, fileName: string, ranges: readonly Range[]) {
  return `@font-face {
  font-family: '${familyName}';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./${fileName}) format('woff2-variations');
  unicode-range: ${formatUnicodeRange(ranges)};
}
`;
}

async function main() {
  const published = publishedCharacters();
  const plan = FAMILIES.map((family) => {
    const { version } = require(`@fontsource-variable/${family}/package.json`) as { version: string };
    return { family, version, faces: planFaces(packagedFaces(family), published) };
  });
  const devanagari = planDevanagari(published);
  if (devanagari.length > 0) {
    plan.push({ family: DEVANAGARI_FAMILY, version: (require(`@fontsource-variable/${DEVANAGARI_FAMILY}/package.json`) as { version: string }).version, faces: devanagari });
  }
  const fallbacks = fallbackFonts();
  // Same inputs (package versions, this script, its helpers and the fallbacks), same output.
  const stamp = createHash('sha256')
    .update(JSON.stringify(plan.map(({ family, version, faces }) => ({ family, version, faces: faces.map((f) => [f.subset, f.ranges]) }))))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(new URL('./unicode-range.ts', import.meta.url)))
    .update(fallbacks.css)
    .digest('hex');
  const stampFile = path.join(OUT_DIR, 'stamp.json');
  try {
    if (JSON.parse(readFileSync(stampFile, 'utf8')).stamp === stamp) return;
  } catch {
    // No stamp yet, or an unreadable one: build.
  }

  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  let css = '/* Generated by tooling/build-fonts.ts: do not edit. */\n';
  const sizes: string[] = [];
  for (const { family, faces } of plan) {
    for (const face of faces) {
      const fileName = `${family}-${face.subset}-wght.woff2`;
      const font = await subsetFont(readFileSync(face.file), rangesToText(face.ranges), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHTS },
      });
      writeFileSync(path.join(OUT_DIR, fileName), font);
      css += faceCss(face.familyName, fileName, face.ranges);
      sizes.push(`${fileName} ${(font.length / 1000).toFixed(1)} kB`);
    }
  }
  writeFileSync(path.join(OUT_DIR, 'fonts.css'), css + fallbacks.css);
  writeFileSync(stampFile, JSON.stringify({ stamp }) + '\n');
  console.log(`fonts: ${sizes.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
