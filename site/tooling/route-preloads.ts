// The module preloads of a prerendered page's own code.
//
// Each page loads with its route (src/app/router.tsx): without a preload, the
// browser learns of the page's chunk only once the app's script has run, one
// round trip later. The prerender knows which route modules a page shows, and
// Vite's manifest names their chunks, so the page's HTML lists them in the
// <template id="app-scripts"> next to the app's script (page-html.ts):
// both start loading together, after the first paint. They go at the end,
// after the app's script, so the boot script only fetches them: they import
// the app's script, and the router runs them (src/boot/loadAfterPaint.ts).

/** Vite's build manifest: chunk by module. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The chunk files of `modules` (manifest keys such as 'src/features/about/AboutPage.tsx')
 * and of every chunk they import statically, each once, in load order
 * (a chunk's imports before it), and the stylesheets they bring. Throws on a
 * module the manifest does not name.
 */
export function routeChunkFiles(manifest: Manifest, modules: readonly string[]): { files: string[]; styles: string[] } {
  const files: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route preloads: the build's manifest has no ${key} (${from})`);
    for (const dep of chunk.imports ?? []) visit(dep, key);
    for (const css of chunk.css ?? []) styles.add(css);
    files.push(chunk.file);
  };
  for (const m of modules) visit(m, 'a route module');
  return { files, styles: [...styles] };
}
