import type { Plugin, Rollup } from 'vite';

const BOOT_ENTRY = 'src/boot/main.ts';
const BOOT_NAME = 'boot';

/**
 * Defers the app's JavaScript until the page has painted: index.html runs a
 * small boot script (src/boot/main.ts) and keeps the app's module script and
 * module preloads in a <template id="app-scripts">, which the boot script
 * moves into <head> after the first paint. Every page that index.html becomes
 * (prerendered or the app shell) inherits this.
 */
export function loadAfterPaint(): Plugin {
  return {
    name: 'studio:load-after-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: BOOT_ENTRY, name: BOOT_NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (f): f is Rollup.OutputChunk => f.type === 'chunk' && f.isEntry && f.name === BOOT_NAME,
        );
        if (!boot) throw new Error(`load-after-paint: no ${BOOT_NAME} chunk in the bundle`);
        return deferAppScripts(html, `/${boot.fileName}`);
      },
    },
  };
}

/**
 * Moves the app's <script type="module" src> and its <link rel="modulepreload">
 * tags into <template id="app-scripts"> and puts the boot script where they were.
 * The preloads come first: the boot script runs the chunks listed before the
 * app's script one by one, then the script (src/boot/loadAfterPaint.ts).
 * Throws when there is no such script: the page would otherwise never start.
 */
export function deferAppScripts(html: string, bootUrl: string): string {
  const tags = /\s*(?:<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
  const matched = (html.match(tags) ?? []).map((t) => t.trim());
  const found = [...matched.filter((t) => t.startsWith('<link')), ...matched.filter((t) => t.startsWith('<script'))];
  if (!found.some((t) => t.startsWith('<script'))) throw new Error('load-after-paint: index.html has no module script to defer');
  // Every match lies at or after the first, so the text before it is the same once they are gone.
  const at = html.search(tags);
  const rest = html.replace(tags, '');
  return `${rest.slice(0, at)}\n    <script type="module" crossorigin src="${bootUrl}"></script>\n    <template id="app-scripts">${found.join('')}</template>${rest.slice(at)}`;
}
