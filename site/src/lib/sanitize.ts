import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { parse } from 'parse5';
import { parsedElements } from './parsedElements.ts';
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
  const fragment = purifier.sanitize(withoutEventHandlers(html), {
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

/**
 * `html` without its inline event handlers (on… attributes), cut out at the
 * places the HTML standard's parser gives them (parse5, parsing as
 * DOMParser does: a whole document, scripting off). Chromium (156) reports
 * a handler to the page's CSP as soon as any parse in the page sees it,
 * DOMParser's and the Sanitizer API's inert ones too, so the owner's HTML
 * reaches the browser's parser without them: a hostile body files no
 * report, and DOMPurify still decides what is kept.
 */
export function withoutEventHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  const cuts: { start: number; end: number }[] = [];
  for (const el of parsedElements(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }))) {
    const places = el.sourceCodeLocation?.attrs ?? {};
    for (const { name } of el.attrs) {
      const at = /^on/i.test(name) ? places[name] : undefined;
      if (at) cuts.push({ start: at.startOffset, end: at.endOffset });
    }
  }
  let out = html;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + out.slice(end);
  return out;
}
