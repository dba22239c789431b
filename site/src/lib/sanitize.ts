import DOMPurify from 'dompurify';

/**
 * Blog HTML comes from the owner's localStorage and is never trusted: no
 * scripts, event handlers, javascript: URLs, inline styles (the CSP refuses
 * them anyway) or forms, and ids/names are prefixed against DOM clobbering.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    SANITIZE_NAMED_PROPS: true,
  });
}
