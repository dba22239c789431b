// CSS `unicode-range` values as sorted, merged lists of [first, last] code
// points, for scripts/build-fonts.mjs (which splits a font's range in two)
// and scripts/check-budget.mjs (which checks the pages' text against it).

/** Sorts and merges ranges that overlap or touch. */
export function normalizeRanges(ranges) {
  const sorted = ranges.map(([lo, hi]) => [lo, hi]).sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. Throws on anything else (wildcards included). */
export function parseUnicodeRange(value) {
  return normalizeRanges(
    value.split(',').map((part) => {
      const m = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
      if (!m) throw new Error(`not a unicode-range item: '${part}'`);
      const lo = parseInt(m[1], 16);
      const hi = m[2] ? parseInt(m[2], 16) : lo;
      if (hi < lo) throw new Error(`backwards unicode-range item: '${part}'`);
      return [lo, hi];
    }),
  );
}

/** [[0, 255], [305, 305]] → `U+0000-00FF,U+0131`. */
export function formatUnicodeRange(ranges) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return normalizeRanges(ranges)
    .map(([lo, hi]) => (lo === hi ? `U+${hex(lo)}` : `U+${hex(lo)}-${hex(hi)}`))
    .join(',');
}

/** The code points of `a` that are not in `b`. */
export function subtractRanges(a, b) {
  let rest = normalizeRanges(a);
  for (const [blo, bhi] of normalizeRanges(b)) {
    rest = rest.flatMap(([lo, hi]) => {
      if (bhi < lo || blo > hi) return [[lo, hi]];
      const parts = [];
      if (lo < blo) parts.push([lo, blo - 1]);
      if (hi > bhi) parts.push([bhi + 1, hi]);
      return parts;
    });
  }
  return rest;
}

/** The code points a text uses, as ranges. */
export function textToRanges(text) {
  return normalizeRanges([...text].map((ch) => [ch.codePointAt(0), ch.codePointAt(0)]));
}

/** Every code point of the ranges, as a string (what a font subsetter keeps). */
export function rangesToText(ranges) {
  let s = '';
  for (const [lo, hi] of ranges) for (let c = lo; c <= hi; c++) s += String.fromCodePoint(c);
  return s;
}

/** Whether the ranges hold the code point. */
export function rangesInclude(ranges, codePoint) {
  return ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);
}
