// The app's JavaScript starts loading once the prerendered page has painted.
//
// Every public page arrives as finished HTML (tooling/prerender.ts); the
// JavaScript only makes it interactive. The build keeps the app's module
// script and its preloads in a <template> (tooling/page-html.ts), which
// the browser neither fetches nor runs. This module moves them into <head>
// after the first paint (and once the page's first photo is decoded: the
// home page's hero, a project's or a post's cover, the blog's first card), so
// on a slow link the stylesheet, the fonts and that photo get the whole
// connection before the 110 kB of JavaScript, and the photo is painted before
// hydration takes the main thread.

/** The id of the <template> that holds the app's script tags. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** If the paint (or the first photo) takes longer than this, the app loads anyway. */
export const FALLBACK_MS = 3000;

/**
 * Moves the template's tags into <head>, once, so the browser fetches every
 * chunk at once, and runs them: first each chunk preloaded before the app's
 * script (React DOM, the router: what the app imports), one by one and each
 * in a task of its own, then the app's script. On a slow phone that is a few
 * short tasks where one long task evaluated all of them and held up any tap
 * (the blocking time Lighthouse counts). Preloads
 * after the script (the page's own route code, tooling/route-preloads.ts)
 * are only fetched: the router runs them when it needs them.
 */
export function startApp(doc: Document = document): void {
  const template = doc.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return;
  template.remove();
  const tags = template.content.cloneNode(true) as DocumentFragment;
  const app = tags.querySelector('script[type="module"]');
  const before = [...tags.querySelectorAll('link[rel="modulepreload"]')].filter(
    (link) => app && link.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const trust = scriptUrl(doc);
  // Held back, but fetched with the rest.
  if (app) app.replaceWith(moduleTag(doc, 'link', app, trust));
  doc.head.append(tags);

  const run = (i: number): void => {
    const script = i < before.length ? moduleTag(doc, 'script', before[i], trust) : app;
    if (!script) return;
    if (script !== app) {
      // Whether it ran or failed (the app's script then fails with it, as it would have), the next one in a task of its own.
      const next = () => void doc.defaultView!.setTimeout(() => run(i + 1));
      script.addEventListener('load', next, { once: true });
      script.addEventListener('error', next, { once: true });
    }
    doc.head.append(script);
  };
  run(0);
}

/** The name the CSP's `trusted-types` list gives this module's policy (spa/response.go). */
export const BOOT_POLICY = 'studio-boot';

/**
 * A script's address, as the CSP's Trusted Types accept it (a plain string
 * set as a script's src is refused): one of the build's own chunks, never
 * another origin's. Without Trusted Types (jsdom, an older browser), the
 * address as it is.
 */
function scriptUrl(doc: Document): (url: string) => string {
  const base = doc.defaultView!.location.origin;
  const policy = doc.defaultView!.trustedTypes?.createPolicy(BOOT_POLICY, {
    createScriptURL(url: string) {
      const parsed = new URL(url, doc.baseURI);
      if (parsed.origin !== base || !/^\/assets\/[^/]+\.js$/.test(parsed.pathname)) throw new TypeError(`Not one of the site's scripts: ${url}`);
      return url;
    },
  });
  // setAttribute takes a TrustedScriptURL too; TypeScript's DOM types say string only.
  return policy ? (url) => policy.createScriptURL(url) as unknown as string : (url) => url;
}

/** A module <script> or <link rel="modulepreload"> for the file of `from` (either), with its integrity and CORS mode. */
function moduleTag(doc: Document, tag: 'script' | 'link', from: Element, trust: (url: string) => string): Element {
  const el = doc.createElement(tag);
  const url = from.getAttribute('src') ?? from.getAttribute('href')!;
  if (tag === 'script') el.setAttribute('type', 'module');
  else el.setAttribute('rel', 'modulepreload');
  el.setAttribute(tag === 'script' ? 'src' : 'href', tag === 'script' ? trust(url) : url);
  for (const name of ['crossorigin', 'integrity']) {
    const value = from.getAttribute(name);
    if (value !== null) el.setAttribute(name, value);
  }
  return el;
}

/**
 * Calls `start` once, after the page's first paint and its first photo's
 * decoding (priorityPhotosDecoded), or FALLBACK_MS at most. At once when there is
 * nothing prerendered to paint first (the app shell of /admin and of new ids)
 * or no one to see it (a background tab, which does not paint).
 */
export function whenPainted(start: () => void, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  let started = false;
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    win.clearTimeout(timer);
    start();
  };

  if (!doc.getElementById('root')?.hasChildNodes() || doc.visibilityState === 'hidden') return once();
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // No paint timing: the frame after this one has painted.
    win.requestAnimationFrame(() => win.setTimeout(once));
    return;
  }
  // `buffered`: a paint that already happened is reported too.
  observer = new win.PerformanceObserver(() => void priorityPhotosDecoded(doc).then(once));
  observer.observe({ type: 'paint', buffered: true });
  timer = win.setTimeout(once, FALLBACK_MS);
}

/**
 * Resolves once the images marked fetchpriority="high" (the photo that is the
 * page's largest paint: the home page's hero, a project's or a post's cover,
 * the blog's first card on a phone) are decoded, or have failed: the app's
 * evaluation and hydration would otherwise hold the main thread just as the
 * photo is ready to be painted.
 */
export function priorityPhotosDecoded(doc: Document): Promise<unknown> {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(images.map((img) => img.decode?.().catch(() => undefined)));
}
