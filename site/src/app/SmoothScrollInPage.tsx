import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolling is smooth only for a jump within the page the visitor is on (the
 * home page's "Explore our work" to #work, say). A page opened at a section
 * (/#contact from a link elsewhere, a reload, a shared link) or a new page
 * starting at its top lands there at once: animated, the scroll would pass
 * through the whole page above and fetch every lazy photo on its way (13-15
 * photos instead of 2 for /#contact on a phone).
 *
 * The `data-smooth-scroll` attribute on <html> turns on `scroll-behavior:
 * smooth` (styles/index.css, without reduced motion). It is set for each
 * location before React Router's <ScrollRestoration> scrolls for it: this
 * component comes before that one, and a sibling's layout effects run first.
 */
export function SmoothScrollInPage() {
  const location = useLocation();
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    document.documentElement.toggleAttribute('data-smooth-scroll', samePage);
  }, [location]);
  return null;
}
