/** yyyy-mm-dd, the form the admin gives a new post's date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// UTC both ways, so the day never moves with the visitor's time zone, and the
// prerendered text and the browser's agree.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A post's date as visitors read it. An admin post's yyyy-mm-dd reads like the
 * built-in posts' ('2026-11-25' → 'November 25, 2026') and carries its
 * machine-readable form; any other text (the date is free text) is shown as
 * written.
 */
export function formatPostDate(date: string): { text: string; iso?: string } {
  const m = ISO_DATE.exec(date.trim());
  if (!m) return { text: date };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  // 2026-02-31 would roll over into March: not a real day, so shown as typed.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return { text: date };
  return { text: longDate.format(at), iso: m[0] };
}

export function PostDate({ date, className }: { date: string; className?: string }) {
  const { text, iso } = formatPostDate(date);
  return iso ? (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  ) : (
    <span className={className}>{text}</span>
  );
}
