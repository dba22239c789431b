import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { prepareImages } from './postImages.ts';
import { htmlPolicy, policyNames } from './trustedHtml.ts';

// In the browser DOMPurify works on the page's own DOM. The build's prerender
// runs in Node, which has none: it hands in an instance bound to jsdom.
let purifier: Purifier = DOMPurify;

/** Sanitises with this DOMPurify instance from now on (the prerender's jsdom-backed one). */
export function setPurifier(p: Purifier) {
  purifier = p;
}

/**
 * Blog HTML comes from the owner's localStorage and is never trusted: no
 * scripts, event handlers, javascript: URLs, inline styles (the CSP refuses
 * them anyway), forms or templates, and ids/names are prefixed against DOM clobbering.
 * Without a DOM to parse with, DOMPurify would hand the HTML back unchanged,
 * so that case throws instead. Images the site's CSP would block become
 * tinted blocks with their alt text, and the rest load lazily (postImages.ts).
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with');
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    // <template> too: its content is inert in a page, and the prerender takes
    // one in a page's markup for a Suspense boundary left unfinished.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'template'],
    FORBID_ATTR: ['style'],
    SANITIZE_NAMED_PROPS: true,
    RETURN_DOM_FRAGMENT: true,
  });
  prepareImages(fragment);
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/**
 * `html` sanitized, as HTML the page accepts under the CSP's Trusted Types:
 * the site's one way to put the owner's HTML into a page.
 */
export const trustSanitized = htmlPolicy(policyNames.sanitized, sanitizeHtml);
