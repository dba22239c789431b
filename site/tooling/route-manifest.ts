import type { Plugin, Rollup } from 'vite';
import { clientRoutes, integerParams, paths } from '../src/content/paths.ts';

/** The demo admin's page, whose chunk and what only it imports the server can take off the site. */
const ADMIN_PAGE = '/src/features/admin/AdminPage.tsx';

/**
 * Writes dist/routes.json from the router's own path table. The Caddy spa
 * module reads it to tell client routes (app shell, 200) from unknown paths
 * (app shell, 404), so the route list exists in one place only. Its
 * integerParams let the server answer 404 to a blog post id that is not a
 * number (/blog/abc), which no browser can hold. demoAdmin names the
 * admin's route and the files only it loads: with STUDIO_DEMO_ADMIN=off the
 * server answers all of them as not found.
 */
export function routeManifest(): Plugin {
  return {
    name: 'studio:route-manifest',
    apply: 'build',
    generateBundle(_, bundle) {
      const demoAdmin = { route: paths.admin, files: onlyLoadedBy(bundle, ADMIN_PAGE) };
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({ routes: clientRoutes, integerParams, demoAdmin }, null, 2) + '\n',
      });
    },
  };
}

/**
 * The chunks (as request paths) that the chunk of `module` loads and that
 * nothing else reaches from an entry: what a site without that page never sends.
 */
function onlyLoadedBy(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const page = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module));
  if (!page) throw new Error(`route manifest: no chunk for ${module}`);
  const reachable = (skip: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = chunks.get(name);
      if (name === skip || seen.has(name) || !chunk) return;
      seen.add(name);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    return seen;
  };
  const withoutPage = reachable(page.fileName);
  return [...reachable('')].filter((name) => !withoutPage.has(name)).map((name) => `/${name}`);
}
