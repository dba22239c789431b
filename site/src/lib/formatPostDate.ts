/** yyyy-mm-dd, the form the admin gives a new post's date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'October 14, 2026', the form of the built-in posts' dates. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LONG_DATE = new RegExp(`^(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})$`);

// Written from the month names rather than by Intl.DateTimeFormat: creating
// one with a time zone took 40-140 ms of the main thread in Chromium on a
// 2-core server, and every blog page paid it as its code loaded. Working in
// UTC (utcDay) keeps the day from moving with the visitor's time zone.
const longDate = (at: Date) => `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;

/**
 * A post's date as visitors read it. An admin post's yyyy-mm-dd reads like the
 * built-in posts' ('2026-11-25' → 'November 25, 2026'); both carry the
 * machine-readable form. Any other text (the date is free text) is shown as
 * written.
 */
export function formatPostDate(date: string): { text: string; iso?: string } {
  const trimmed = date.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) {
    const at = utcDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return at ? { text: longDate(at), iso: iso[0] } : { text: date };
  }
  // The built-in posts' 'October 14, 2026' is already the reading form: it keeps its text and gains the machine-readable date.
  const long = LONG_DATE.exec(trimmed);
  const at = long && utcDay(Number(long[3]), MONTHS.indexOf(long[1]) + 1, Number(long[2]));
  return at ? { text: date, iso: at.toISOString().slice(0, 10) } : { text: date };
}

/** That day at midnight UTC, or null for a day that does not exist (2026-02-31 would roll over into March). */
function utcDay(y: number, month: number, d: number): Date | null {
  const at = new Date(Date.UTC(y, month - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === month - 1 && at.getUTCDate() === d ? at : null;
}
