import { use, useMemo } from 'react';
import type { Html } from './trustedHtml.ts';

// DOMPurify (11.6 kB gzip) is needed only for HTML the owner wrote: a stored
// post's body on its page, and the admin's preview. It loads the first time
// one is shown (or preloadSanitizer asks), from a chunk of its own, and never
// for a built-in post.
type Sanitizer = typeof import('./sanitize.ts');
/**
 * The chunk's promise, marked as React marks a promise it has read: once it
 * settles, use() reads it at once, even the first time it sees it. So the
 * preview renders in the same commit as the form it sits in, and use() is
 * called on every render: a component that skipped it in the replay after a
 * suspension ran its later hooks as updates of hooks never mounted (React's
 * error #467, recovered from by rendering the whole page again: #520).
 */
let sanitizer: Promise<Sanitizer> | undefined;
let failed = false;
const importSanitizer = () => import('./sanitize.ts');

function loadSanitizer(): Promise<Sanitizer> {
  if (!sanitizer) {
    failed = false;
    const loading = importSanitizer();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        failed = true;
      },
    );
    sanitizer = loading;
  }
  return sanitizer;
}

/**
 * After a failed load (offline, say), the next use loads the sanitizer
 * again. Called by the error boundaries around its users when they reset.
 * The failed promise is not dropped sooner: React renders again as soon as
 * it rejects, and a fresh load each time would retry forever instead of
 * showing the error.
 */
export function retrySanitizer(): void {
  if (failed) sanitizer = undefined;
}

/** Starts loading the sanitizer now, so it is there (even offline) when it is needed. */
export function preloadSanitizer(): void {
  loadSanitizer().catch(retrySanitizer); // nothing waits on a preload: its failure is retried at first use
}

/**
 * `html` sanitized (see sanitize.ts), as HTML the CSP's Trusted Types
 * accept. Suspends, so the nearest Suspense boundary shows its fallback,
 * while the sanitizer's chunk loads (and only then); throws to the nearest
 * error boundary (which should call retrySanitizer on reset) when it cannot
 * load.
 */
export function useSanitizedHtml(html: string): Html {
  const { trustSanitized } = use(loadSanitizer());
  // One object per body: React sets innerHTML again whenever __html changes identity.
  return useMemo(() => trustSanitized(html), [trustSanitized, html]);
}
