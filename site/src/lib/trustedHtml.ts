/**
 * The site's CSP requires Trusted Types for the DOM's HTML sinks
 * (`require-trusted-types-for 'script'`, spa/response.go): the browser refuses
 * a plain string assigned to `innerHTML`, which is what React's
 * `dangerouslySetInnerHTML` does. So a DOM-based XSS needs more than one
 * careless line: HTML reaches a page only through a named policy (the CSP's
 * `trusted-types` list names every one), whose function decides what may
 * pass: the sanitizer, or the check that a body is a built-in post's.
 *
 * Where there are no Trusted Types (the prerender in Node, jsdom, a browser
 * without them) the same function runs, and its string is used as it is.
 */
export type Html = string | TrustedHTML;

/** The HTML policies' names. The CSP (spa/response.go) lists them, the boot script's (boot/loadAfterPaint.ts) and DOMPurify's own, and no other. */
export const policyNames = {
  sanitized: 'studio-sanitized',
  builtInPost: 'studio-built-in-post',
} as const;

/**
 * Creates the policy `name` (once per page: a second policy of one name is
 * refused), and returns its way to HTML the page will accept.
 */
export function htmlPolicy(name: string, createHTML: (input: string) => string): (input: string) => Html {
  const policy = typeof window === 'undefined' ? undefined : window.trustedTypes?.createPolicy(name, { createHTML });
  return policy ? (input) => policy.createHTML(input) : createHTML;
}

/** Whether `html` holds no markup at all (a TrustedHTML is an object, so never falsy). */
export function isEmptyHtml(html: Html): boolean {
  return String(html) === '';
}
