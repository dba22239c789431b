import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, normalizeRanges, parseUnicodeRange, rangesInclude, rangesToText, subtractRanges, textToRanges } from './unicode-range.ts';

describe('unicode-range values', () => {
  it('parses single code points and ranges, sorted and merged', () => {
    expect(parseUnicodeRange('U+0131, U+0000-00FF,U+0100')).toEqual([[0, 0x100], [0x131, 0x131]]);
  });

  it('rejects wildcards and malformed items instead of guessing', () => {
    expect(() => parseUnicodeRange('U+4??')).toThrow(/not a unicode-range item/);
    expect(() => parseUnicodeRange('U+00FF-0000')).toThrow(/backwards/);
  });

  it('formats as CSS writes them, four hex digits at least', () => {
    expect(formatUnicodeRange([[0x20, 0x7e], [0xe9, 0xe9], [0x20b9, 0x20b9]])).toBe('U+0020-007E,U+00E9,U+20B9');
  });

  it('round-trips a packaged Latin range', () => {
    const latin = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
    expect(formatUnicodeRange(parseUnicodeRange(latin))).toBe(latin);
  });

  it('subtracts one set from another, splitting ranges where needed', () => {
    expect(subtractRanges([[0, 0xff]], [[0x20, 0x7e], [0xe9, 0xe9]])).toEqual([[0, 0x1f], [0x7f, 0xe8], [0xea, 0xff]]);
    expect(subtractRanges([[0x10, 0x20]], [[0, 0x30]])).toEqual([]);
    expect(subtractRanges([[0x10, 0x20]], [[0x30, 0x40]])).toEqual([[0x10, 0x20]]);
  });

  it('turns text into the ranges of its code points, astral ones included', () => {
    expect(textToRanges('cab’😀')).toEqual([[0x61, 0x63], [0x2019, 0x2019], [0x1f600, 0x1f600]]);
    expect(normalizeRanges([[5, 6], [1, 4]])).toEqual([[1, 6]]);
    expect(rangesInclude([[0x20, 0x7e]], 0x41)).toBe(true);
    expect(rangesInclude([[0x20, 0x7e]], 0xe9)).toBe(false);
    expect(rangesToText(textToRanges('cab’😀'))).toBe('abc’😀');
  });
});
