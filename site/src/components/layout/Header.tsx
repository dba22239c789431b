import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navItems } from '../../content/navigation.ts';
import { paths } from '../../content/paths.ts';
import { prefetchLinksIn } from '../../lib/prefetchOnIntent.ts';
import { buttonStyles, compactButtonStyles } from '../ui/button-styles.ts';
import { Logo } from './Logo.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-accent ${
    isActive ? 'text-accent after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:bg-accent' : 'text-ink'
  }`;

export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Any navigation (a link, back/forward) closes the menu, in the render that
  // shows the new page: React's way for state that follows a value, where an
  // effect would render the page once more after it.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  // An open menu is a choice about to be made: its pages' code loads now, not at the tap.
  useEffect(() => {
    if (open && menu.current) prefetchLinksIn(menu.current);
  }, [open]);
  // Escape closes it from anywhere, and focus goes back to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Printed, the header is only the logo, once: no links or buttons to press
  // on paper, and not repeated on every sheet (the footer is left out too).
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 print:static print:border-0">
      {/* The seven links need a laptop's width beside the logo and Get
          Started: under lg (a tablet upright, a phone) they are in the menu.
          Under 360 px (small phones, display zoom) the gap and Get Started's
          padding narrow, with the page's margins, so that the logo, Get
          Started and the menu button fit at 320 px; under 280 px the logo is
          its mark alone (a phone zoomed to 150 %). Get Started may wrap
          onto two lines, within the row's height, so that a reader's own
          wider text spacing (WCAG 1.4.12) narrows it instead of pushing the
          menu button off the screen. */}
      <div className="container-site flex h-18 items-center justify-between gap-6 max-[359.98px]:gap-2">
        <Logo narrowMarkOnly />
        <nav aria-label="Main" className="hidden lg:block print:hidden">
          <ul className="flex items-center gap-7">
            {navItems.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={linkClass}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 print:hidden">
          <Link to={paths.contact} className={`${compactButtonStyles.primary} text-center max-[359.98px]:px-3`}>
            Get Started
          </Link>
          <button
            ref={toggle}
            type="button"
            className={`${buttonStyles.ghostIcon} lg:hidden`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {/* The header is sticky, so a menu taller than the screen (a phone held
          sideways) scrolls inside itself, or its last links could not be reached. */}
      <nav
        ref={menu}
        id="mobile-menu"
        aria-label="Main (mobile)"
        hidden={!open}
        className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-line bg-paper lg:hidden"
      >
        <ul className="container-site flex flex-col py-3">
          {navItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block border-b border-line/70 py-3.5 font-display text-2xl ${isActive ? 'text-accent' : 'text-ink'}`
                }
              >
                {item.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
