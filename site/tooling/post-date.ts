import { format, isValid, parse } from 'date-fns';

/**
 * The forms of a post's date that `make publish` and the build read: the
 * admin's own (yyyy-mm-dd) and the ways an owner writes a day in English.
 * Parsed by date-fns, strictly: a day that does not exist (2026-02-30) is
 * no date, and a form whose day and month could be read either way
 * (05/12/2026) is not among them.
 */
const FORMS = ['yyyy-MM-dd', 'MMMM d, yyyy', 'MMM d, yyyy', 'd MMMM yyyy', 'd MMM yyyy', 'MMMM d yyyy', 'MMM d yyyy', 'd MMMM, yyyy', 'd MMM, yyyy'];
const REFERENCE = new Date(2000, 0, 1);

/** A post's date as yyyy-mm-dd, or a sentence saying why it is not one. */
export function readPostDate(text: string): { iso: string } | { problem: string } {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { problem: 'no date' };
  // A year in four digits: '14 October 26' is not the year 26.
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(trimmed)) return { problem: `${JSON.stringify(text)} could be read day first or month first; write it as 2026-10-14 or October 14, 2026` };
  if (/\b\d{4}\b/.test(trimmed)) {
    for (const form of FORMS) {
      const day = parse(trimmed, form, REFERENCE);
      if (isValid(day)) return { iso: format(day, 'yyyy-MM-dd') };
    }
  }
  return { problem: `${JSON.stringify(text)} is not a day this site can read; write it as 2026-10-14 or October 14, 2026` };
}
