import { Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { defaultPosts } from '../../content/posts.ts';
import { replaceFailedImages } from '../../lib/postImages.ts';
import { type Html, htmlPolicy, isEmptyHtml, policyNames } from '../../lib/trustedHtml.ts';
import { retrySanitizer, useSanitizedHtml } from '../../lib/useSanitizedHtml.ts';
import { TryAgain } from '../../components/ui/TryAgain.tsx';

// The published posts' bodies ship in this bundle, sanitized by the build
// with the same rules as below (tooling/published-content.ts): they are
// rendered as they are, and their pages never load the sanitizer. Any other
// body can only come from the owner's localStorage.
const builtInBodies: ReadonlySet<string> = new Set(defaultPosts.flatMap((p) => (p.content ? [p.content] : [])));

// Under the CSP's Trusted Types, this policy passes a built-in body and
// nothing else: it cannot be made to carry the owner's HTML past the sanitizer.
const trustBuiltIn = htmlPolicy(policyNames.builtInPost, (body) => {
  if (!builtInBodies.has(body)) throw new TypeError('Only a built-in post’s body can skip the sanitizer');
  return body;
});

const noBody = <p className="text-muted">This post has no body yet.</p>;
// The sanitizer's code could not be fetched: said as a page that did not
// load says it (PageUnavailable.tsx), and loaded again the same way.
const bodyUnavailable = (
  <div>
    <p role="alert" className="mb-6 text-muted">
      This post’s text didn’t arrive: the connection dropped. It will appear by itself as soon as you’re back online.
    </p>
    <TryAgain />
  </div>
);

function Body({ html }: { html: Html }) {
  return isEmptyHtml(html) ? noBody : <div ref={replaceFailedImages} className="prose-studio" dangerouslySetInnerHTML={{ __html: html }} />;
}

function BuiltInBody({ html }: { html: string }) {
  // One object per body: React sets innerHTML again whenever __html changes identity.
  return <Body html={useMemo(() => trustBuiltIn(html), [html])} />;
}

function SanitizedBody({ html }: { html: string }) {
  return <Body html={useSanitizedHtml(html)} />;
}

/** A post's HTML body: a built-in post's as it is, any other sanitized. */
export function PostBody({ html }: { html: string | undefined }) {
  if (!html) return noBody;
  // No Suspense boundary around a built-in body: the prerendered page stays
  // plain markup (React moves a large boundary's content behind an inline
  // script, which the CSP refuses).
  if (builtInBodies.has(html)) return <BuiltInBody html={html} />;
  return (
    // The Suspense fallback shows only while the sanitizer's chunk loads,
    // once; if it cannot load, the rest of the page stays and says so.
    <ErrorBoundary resetKeys={[html]} onReset={retrySanitizer} fallback={bodyUnavailable}>
      <Suspense fallback={<div className="prose-studio" aria-busy="true" />}>
        <SanitizedBody html={html} />
      </Suspense>
    </ErrorBoundary>
  );
}
