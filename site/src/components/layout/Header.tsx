import { Menu, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ToggleEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navItems } from '../../content/navigation.ts';
import { paths } from '../../content/paths.ts';
import { prefetchLinksIn } from '../../lib/prefetchOnIntent.ts';
import { buttonStyles, compactButtonStyles } from '../ui/buttonStyles.ts';
import { Logo } from './Logo.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-accent ${
    isActive ? 'text-accent after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:bg-accent' : 'text-ink'
  }`;

/**
 * The mobile menu is an HTML popover, opened by its toggle with no script:
 * on a slow phone the first tap works before the app runs. The browser
 * closes it on Escape (focus goes back to the toggle) or a tap outside it;
 * once the app runs, it also closes on any navigation. `open` follows the
 * popover (its toggle event), for the toggle's label and aria-expanded; it
 * is unknown (undefined) until the app runs, so the prerendered toggle
 * carries no aria-expanded and the browser reports the popover's own state.
 */
export function Header() {
  const [open, setOpen] = useState<boolean>();
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  const close = () => menu.current?.hidePopover();
  // A menu opened before the app ran is open now.
  useEffect(() => setOpen(menu.current?.matches(':popover-open') ?? false), []);
  // Any navigation (a link, back/forward) closes the menu before the new page is painted.
  const shownFor = useRef(pathname);
  useLayoutEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [pathname]);

  function onToggle(e: ToggleEvent<HTMLElement>) {
    const opened = e.newState === 'open';
    setOpen(opened);
    // An open menu is a choice about to be made: its pages' code loads now, not at the tap.
    if (opened) prefetchLinksIn(e.currentTarget);
  }

  // Printed, the header is only the logo, once: no links or buttons to press
  // on paper, and not repeated on every sheet (the footer is left out too).
  return (
    <header className="group/header sticky top-0 z-40 border-b border-line/80 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 print:static print:border-0">
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
            type="button"
            popoverTarget="mobile-menu"
            className={`${buttonStyles.ghostIcon} lg:hidden`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
          >
            {/* The icon follows the popover itself, before the app runs too. */}
            <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>
      {/* In the top layer, just under the header's row (h-18), across the
          screen. A menu taller than the screen (a phone held sideways) scrolls
          inside itself, or its last links could not be reached. */}
      <nav
        ref={menu}
        id="mobile-menu"
        popover="auto"
        onToggle={onToggle}
        aria-label="Main (mobile)"
        className="inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full max-w-none overflow-y-auto overscroll-contain border-x-0 border-y border-line bg-paper p-0 text-ink lg:hidden"
      >
        <ul className="container-site flex flex-col py-3">
          {navItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                onClick={close}
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
