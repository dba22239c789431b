import { Link } from 'react-router';
import { useHydrated } from '../../lib/useHydrated.ts';
import { quickLinks } from '../../content/navigation.ts';
import { studio } from '../../content/studio.ts';
import { EmailAddress } from '../ui/EmailAddress.tsx';
import { Logo } from './Logo.tsx';

/**
 * Links that have no page yet: not focusable, and they say so to assistive
 * tech. A span with the link role, not an <a> without href, which crawlers
 * report as a broken link.
 */
function Unpublished({ children }: { children: string }) {
  return (
    <span role="link" aria-disabled="true" className="cursor-not-allowed text-paper/70">
      {children}
      <span className="sr-only"> (not published yet)</span>
    </span>
  );
}

/**
 * The prerendered page says the build's year; the visitor's clock takes over
 * after hydration, so a page built last December still hydrates. A component
 * of its own, so that switch re-renders the year alone, not the footer.
 */
function CopyrightYear() {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}

export function Footer() {
  return (
    <footer className="bg-ink text-paper print:hidden">
      {/* On a tablet (md) the studio's name and tagline take a row of their own and
          the links and the address share the next: in three columns there the
          address had 190 px, and split "Kala / Ghoda" and "Rampart / House". */}
      <div className="container-site grid gap-12 py-16 md:grid-cols-12">
        <div className="md:col-span-12 lg:col-span-5">
          <Logo tone="paper" />
          <p className="mt-5 max-w-sm text-paper/80">{studio.tagline}</p>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium" aria-label="Social media">
            {studio.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${s.name} (opens in a new tab)`}
                  className="underline decoration-paper/30 underline-offset-4 hover:decoration-accent"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links" className="md:col-span-6 lg:col-span-3">
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-paper/70 uppercase">Quick links</h2>
          <ul className="mt-4 space-y-2.5">
            {quickLinks.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="underline-offset-4 hover:underline">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-6 lg:col-span-4">
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-paper/70 uppercase">Visit the studio</h2>
          <address className="mt-4 not-italic leading-relaxed text-paper/90">
            {studio.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a href={`mailto:${studio.email}`} className="mt-3 block hover:underline">
              <EmailAddress address={studio.email} />
            </a>
            <a href={studio.phoneHref} className="block hover:underline">
              {studio.phone}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-paper/15">
        <div className="container-site flex flex-col gap-3 py-6 text-sm text-paper/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CopyrightYear /> {studio.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Unpublished>Privacy Policy</Unpublished>
            </li>
            <li>
              <Unpublished>Terms of Service</Unpublished>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
