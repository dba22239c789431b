/**
 * Where to import a module from again after `error`, its failed import(): the
 * same file under a URL the browser has not seen (`?retry=N`), or undefined
 * for a plain retry.
 *
 * Browsers that follow the HTML spec as it was before whatwg/html#10327 keep a
 * failed import in their module map, and answer every later import() of the
 * same URL with that failure without asking the network: Firefox, older
 * Safari, and Chromium up to 148 at least (Debian 12's; 156 fetches again:
 * e2e/support/chunks.ts probes which the suite's browser does). A new query is a new entry, so the
 * file is fetched again. Chromium and Firefox name the module's URL in the
 * error's message; Safari does not, and gets a plain retry.
 *
 * Only for a chunk that no other module imports, and that imports nothing
 * but what the page's first load brought (the sanitizer's, the toast
 * library's, the carousel engine's; make test-budget checks both): a second
 * copy of a module would run beside the first where something else already
 * loaded it, and a dependency that failed with the chunk would stay failed
 * under its own URL (as a page's chunk's would: they are preloaded with it).
 * Only URLs of the site's hashed assets are retried this way.
 */
export function importAgainURL(error: unknown, attempt: number): string | undefined {
  const named = error instanceof Error ? /\bhttps?:\/\/[^\s'"]+/.exec(error.message)?.[0] : undefined;
  if (!named) return undefined;
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return undefined;
  url.search = `?retry=${attempt}`;
  url.hash = '';
  return url.href;
}

/**
 * An importer for such a chunk: each call is one try, `first()` at first and
 * after a failure the same file under a new URL (importAgainURL), or
 * `first()` again where the error names none.
 */
export function importingAgain<T>(first: () => Promise<T>, importURL = (url: string) => import(/* @vite-ignore */ url) as Promise<T>): () => Promise<T> {
  let lastError: unknown;
  let retries = 0;
  return () => {
    const again = lastError === undefined ? undefined : importAgainURL(lastError, ++retries);
    const loading = again ? importURL(again) : first();
    loading.catch((error: unknown) => (lastError = error));
    return loading;
  };
}
