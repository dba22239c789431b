import type { Plugin } from 'vite';
import { clientRoutes, integerParams } from '../src/content/paths.ts';

/**
 * Writes dist/routes.json from the router's own path table. The Caddy spa
 * module reads it to tell client routes (app shell, 200) from unknown paths
 * (app shell, 404), so the route list exists in one place only. Its
 * integerParams let the server answer 404 to a blog post id that is not a
 * number (/blog/abc), which no browser can hold.
 */
export function routeManifest(): Plugin {
  return {
    name: 'studio:route-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({ routes: clientRoutes, integerParams }, null, 2) + '\n',
      });
    },
  };
}
