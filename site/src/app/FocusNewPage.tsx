import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where focus goes after a link, since the app swaps pages without a page
 * load and the browser does nothing for it:
 *
 * - to another page: the new page's main content, as the skip link would put
 *   it. Focus stayed on the link just used, so a keyboard user's next Tab
 *   went on through the header and a screen reader heard nothing of the page.
 * - to a section (#contact, here or on another page): the section, as a
 *   browser does for a real anchor, so the next Tab starts there instead of
 *   back at the link, a screen away.
 *
 * Never on Back or Forward: ScrollRestoration puts the visitor back where
 * they were, and focusing the top of the page would pull the next Tab there.
 * Focus never scrolls; the scroll is ScrollRestoration's.
 */
export function FocusNewPage() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ key: location.key, pathname: location.pathname });
  useEffect(() => {
    if (shown.current.key === location.key) return; // the page as it was loaded
    const newPage = shown.current.pathname !== location.pathname;
    shown.current = { key: location.key, pathname: location.pathname };
    if (navigationType === 'POP') return;
    if (location.hash) focusSection(location.hash);
    else if (newPage) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location, navigationType]);
  return null;
}

/** Focuses the element a #hash names, made focusable by script only while it holds focus. */
function focusSection(hash: string) {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return; // a malformed address: nothing to find
  }
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute('data-focus-start', '');
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
        target.removeAttribute('data-focus-start');
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true });
}
