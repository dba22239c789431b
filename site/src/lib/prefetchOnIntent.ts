/**
 * Loads the code of the page a link leads to as soon as the visitor shows
 * they mean to follow it, so the click finds it loaded. This is what React
 * Router's `prefetch="intent"` does in framework mode, which this site does
 * not use. The intents:
 * - a mouse (or pen) resting on the link for HOVER_MS, or keyboard focus
 *   held that long (sweeping across the nav, or tabbing through it, loads
 *   nothing);
 * - a finger or pen touching it: the tap's click follows within about a
 *   tenth of a second, so it starts at once.
 * Skipped when the visitor asked for less data (Save-Data). A failed
 * prefetch is silent: the click loads the code again.
 */
export const HOVER_MS = 100;

type Prefetch = (pathname: string) => void;

/** The prefetch that prefetchOnIntent was started with, for prefetchLinksIn. */
let active: Prefetch | undefined;

/**
 * Loads the pages of every link in container at once: for a list the
 * visitor opened to choose from (the phone's menu), where each link is
 * already one tap away. Same rules as for one link.
 */
export function prefetchLinksIn(container: ParentNode) {
  const prefetch = active;
  if (prefetch) for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) prefetchLink(prefetch, link);
}

export function prefetchOnIntent(prefetch: Prefetch, root: Document = document): () => void {
  active = prefetch;
  // The link the pointer or focus is on, and its timer until it has been loaded.
  let current: HTMLAnchorElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    current = timer = undefined;
  };
  const start = (link: HTMLAnchorElement) => {
    clearTimeout(timer);
    current = link;
    timer = undefined;
    prefetchLink(prefetch, link);
  };
  const later = (link: HTMLAnchorElement) => {
    if (current === link) return; // still on it (moving over its icon, say): already waiting, or loaded
    cancel();
    current = link;
    timer = setTimeout(() => start(link), HOVER_MS);
  };

  const onOver = (e: PointerEvent) => {
    const link = linkOf(e.target);
    if (link) later(link);
    else cancel();
  };
  const onDown = (e: PointerEvent) => {
    const link = linkOf(e.target);
    if (link) start(link);
  };
  const onFocus = (e: FocusEvent) => {
    const link = linkOf(e.target);
    if (link) later(link);
  };

  root.addEventListener('pointerover', onOver, { passive: true });
  root.addEventListener('pointerdown', onDown, { passive: true });
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', cancel);
  return () => {
    active = undefined;
    cancel();
    root.removeEventListener('pointerover', onOver);
    root.removeEventListener('pointerdown', onDown);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', cancel);
  };
}

/** Prefetches the page a link opens, unless the router does not open it or the visitor saves data. */
function prefetchLink(prefetch: Prefetch, link: HTMLAnchorElement) {
  const path = routePath(link);
  if (path !== undefined && !savingData()) prefetch(path);
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/** The path a link opens in this app, or undefined for one the router does not handle. */
function routePath(link: HTMLAnchorElement): string | undefined {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname;
}

function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
