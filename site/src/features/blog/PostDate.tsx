import { formatPostDate } from '../../lib/formatPostDate.ts';

/** A post's date as visitors read it, in a <time> when it has a machine-readable form. */
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
