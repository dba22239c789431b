import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a link (or the admin's View Site) opens another page, focus moves to
 * the new page's main content, as the skip link would put it. The app swaps
 * pages without a page load, so focus stayed on the link just used: a
 * keyboard user's next Tab went on through the header instead of into the
 * page, and a screen reader said nothing of the new page.
 *
 * Not on Back or Forward (ScrollRestoration puts the visitor back where they
 * were, and focusing the top of the page would pull the next Tab there), nor
 * for an address with a section (#contact): the page scrolls to it.
 */
export function FocusNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return; // the first page, or a jump within the page
    shownPath.current = pathname;
    if (navigationType === 'POP' || hash) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
  return null;
}
