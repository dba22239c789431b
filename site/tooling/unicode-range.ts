// CSS `unicode-range` values as sorted, merged lists of [first, last] code
// points, for tooling/build-fonts.ts (which splits a font's range in two)
// and tooling/check-budget.ts (which checks the pages' text against it).

/** Code points from first to last, both included. */
export type Range = [first: number, last: number];

/** Sorts and merges ranges that overlap or touch. */
export function normalizeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.map(([lo, hi]): Range => [lo, hi]).sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. Throws on anything else (wildcards included). */
export function parseUnicodeRange(value: string): Range[] {
  return normalizeRanges(
    value.split(',').map((part) => {
      const m = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
      if (!m) throw new Error(`not a unicode-range item: '${part}'`);
      const lo = parseInt(m[1], 16);
      const hi = m[2] ? parseInt(m[2], 16) : lo;
      if (hi < lo) throw new Error(`backwards unicode-range item: '${part}'`);
      return [lo, hi] as Range;
    }),
  );
}

/** [[0, 255], [305, 305]] → `U+0000-00FF,U+0131`. */
export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return normalizeRanges(ranges)
    .map(([lo, hi]) => (lo === hi ? `U+${hex(lo)}` : `U+${hex(lo)}-${hex(hi)}`))
    .join(',');
}

/** The code points of `a` that are not in `b`. */
export function subtractRanges(a: readonly Range[], b: readonly Range[]): Range[] {
  let rest = normalizeRanges(a);
  for (const [blo, bhi] of normalizeRanges(b)) {
    rest = rest.flatMap(([lo, hi]): Range[] => {
      if (bhi < lo || blo > hi) return [[lo, hi]];
      const parts: Range[] = [];
      if (lo < blo) parts.push([lo, blo - 1]);
      if (hi > bhi) parts.push([bhi + 1, hi]);
      return parts;
    });
  }
  return rest;
}

/** The code points a text uses, as ranges. */
export function textToRanges(text: string): Range[] {
  return normalizeRanges([...text].map((ch): Range => [ch.codePointAt(0)!, ch.codePointAt(0)!]));
}

/** Every code point of the ranges, as a string (what a font subsetter keeps). */
export function rangesToText(ranges: readonly Range[]): string {
  let s = '';
  for (const [lo, hi] of ranges) for (let c = lo; c <= hi; c++) s += String.fromCodePoint(c);
  return s;
}

/** Whether the ranges hold the code point. */
export function rangesInclude(ranges: readonly Range[], codePoint: number): boolean {
  return ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);
}
