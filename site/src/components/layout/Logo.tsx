import { Link } from 'react-router';
import { studio } from '../../content/studio.ts';

/**
 * The wordmark: a square 'chowk' (crossroads) and the studio's short name.
 * `narrowMarkOnly` (the header's) drops the name under 280 px (a phone zoomed
 * to 150 % and more), so that Get Started and the menu button still fit
 * beside it; the link's name stays the studio's.
 */
export function Logo({ tone = 'ink', narrowMarkOnly = false }: { tone?: 'ink' | 'paper'; narrowMarkOnly?: boolean }) {
  const colour = tone === 'ink' ? 'text-ink' : 'text-paper';
  return (
    <Link to="/" className={`group inline-flex items-center gap-2.5 ${colour}`} aria-label={`${studio.name}, home`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect x="1.5" y="1.5" width="29" height="29" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 3v26M3 16h26" stroke="currentColor" strokeWidth="3" />
        <rect x="11" y="11" width="10" height="10" className="fill-accent" />
      </svg>
      <span className={`font-display text-2xl font-semibold tracking-tight ${narrowMarkOnly ? 'max-[279.98px]:hidden' : ''}`}>
        {studio.shortName}
        <span className="ml-1.5 hidden align-middle font-sans sm:inline text-[0.625rem] font-semibold tracking-[0.2em] uppercase opacity-80">
          Design Studio
        </span>
      </span>
    </Link>
  );
}
