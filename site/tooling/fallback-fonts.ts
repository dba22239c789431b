// Local fonts that stand in for the web fonts until they arrive, sized to
// the web font's metrics so the swap moves nothing.
//
// The web fonts use font-display: swap: a page paints at once in a local
// font and switches when the web font has loaded. On a slow connection that
// is after the first paint, and a local font with other widths and line
// heights reflows the text: lines wrap elsewhere and everything below moves
// (a layout shift of 0.04 on /contact, measured by e2e/tests/fonts.spec.ts).
// Capsize's createFontStack writes, for each local font, an @font-face that
// scales it (size-adjust) and sets its ascent, descent and line gap to the
// web font's, from the published metrics of both.
//
// The local fonts, in the order a browser tries them: the ones Windows and
// macOS ship, Liberation (Linux; metric-compatible with Arial and Times New
// Roman, so their metrics are Arimo's and Tinos's, the fonts it was made
// from) and Android's Roboto and Noto Serif. A browser without any of them
// falls back to the generic family at the end of the stack, unscaled.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import tinos from '@capsizecss/metrics/tinos';

/** A font installed under another name with the same metrics. */
type Metrics = typeof arial;

const sameMetricsAs = (metrics: Metrics, name: string, postscriptName: string): Metrics => ({ ...metrics, familyName: name, fullName: name, postscriptName });

/** Per web font family (as fonts.css names it): its metrics and the local fonts to scale to it. */
export const FALLBACKS: Record<string, { metrics: Metrics; locals: Metrics[] }> = {
  'Fraunces Variable': {
    metrics: fraunces,
    locals: [georgia, timesNewRoman, sameMetricsAs(tinos, 'Liberation Serif', 'LiberationSerif'), notoSerif],
  },
  'Inter Variable': {
    metrics: inter,
    locals: [arial, sameMetricsAs(arimo, 'Liberation Sans', 'LiberationSans'), roboto],
  },
};

/**
 * The @font-face rules of every fallback, and per family the names to put
 * right after it in a font-family list (site/src/styles/index.css does).
 */
export function fallbackFonts(): { css: string; names: Record<string, string[]> } {
  let css = '';
  const names: Record<string, string[]> = {};
  for (const [family, { metrics, locals }] of Object.entries(FALLBACKS)) {
    const { fontFaces } = createFontStack([{ ...metrics, familyName: family }, ...locals]);
    css += fontFaces + '\n';
    names[family] = [...fontFaces.matchAll(/font-family: "([^"]+)"/g)].map((m) => m[1]);
  }
  return { css, names };
}
