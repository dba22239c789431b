/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appIcons } from './tooling/app-icons.ts';
import { routeManifest } from './tooling/route-manifest.ts';
import { publishedContent } from './tooling/published-content.ts';
import { siteFiles } from './tooling/site-files.ts';
import { sonnerStylesAsFile } from './tooling/sonner-styles-as-file.ts';
import { pageHtml } from './tooling/page-html.ts';

/**
 * React Router 7's package exports name only its development build (with
 * dev-only warnings and checks) for every condition, so a bundler ships that
 * to production (remix-run/react-router#14102). A build takes its
 * production files instead; tests and the dev server keep the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** Site files (route manifest, sitemap, integrity) come from the client build, not the prerender's `--ssr` one. */
const clientBuildOnly = (p: Plugin): Plugin => ({ ...p, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild });

/** The published content, read once a build: its modules, and the sitemap and feed from it. */
const published = publishedContent();

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [published, sonnerStylesAsFile(), react(), tailwindcss(), ...[routeManifest(), siteFiles(published), appIcons(), pageHtml()].map(clientBuildOnly)],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    manifest: true, // read by tooling/check-budget.ts
    sourcemap: false,
    rolldownOptions: {
      // Imported constants are written where they are used: the names the
      // boot script shares with the app (src/boot/keepEarlyPresses.ts) stay
      // in each, never a chunk of their own.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // React DOM in a chunk of its own, which the page preloads (the
        // router's chunk imports it) and the boot script runs in a task of its
        // own before the app's (src/boot/loadAfterPaint.ts); the app sets its
        // client up in another (src/main.tsx). On a slow phone, short tasks
        // instead of one long one.
        manualChunks: (id) => (/[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(id) ? 'react-dom' : undefined),
      },
    },
  },
  test: {
    globals: true,
    css: false,
    // Vitest's default is one worker less than the cores: one on a 2-core
    // machine, where two ran the unit tests in 40 s instead of 71 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The app runs in a browser: its tests get jsdom. In a VM context per
      // file (vmForks) jsdom loads once per worker instead of once per file,
      // about 1 s each: 40 s → 13 s here. Its window is then the real global,
      // as in a browser: `location` and `document` cannot be replaced, and
      // the inert localStorage of Node 25 and later is not there to hide
      // jsdom's (src/test/setup.test.ts checks it).
      {
        extends: true,
        test: { name: 'app', environment: 'jsdom', pool: 'vmForks', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'] },
      },
      // The build's own code runs in Node, and is tested there.
      { extends: true, test: { name: 'build', environment: 'node', include: ['tooling/**/*.test.ts'] } },
    ],
  },
}));
