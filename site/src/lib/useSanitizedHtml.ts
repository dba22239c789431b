import { use, useMemo } from 'react';

// DOMPurify (11.6 kB gzip) is needed only for HTML the owner wrote: a stored
// post's body on its page, and the admin's preview. It loads the first time
// one is shown, from a chunk of its own, and never for a built-in post.
let sanitizer: Promise<typeof import('./sanitize.ts')> | undefined;
function loadSanitizer() {
  return (sanitizer ??= import('./sanitize.ts'));
}

/**
 * `html` sanitized (see sanitize.ts). Suspends, so the nearest Suspense
 * boundary shows its fallback, while the sanitizer's chunk loads.
 */
export function useSanitizedHtml(html: string): string {
  const { sanitizeHtml } = use(loadSanitizer());
  return useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
}
