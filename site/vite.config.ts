/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routeManifest } from './build/route-manifest.ts';
import { loadAfterPaint } from './build/load-after-paint.ts';
import { siteFiles } from './build/site-files.ts';
import { sonnerStylesAsFile } from './build/sonner-styles-as-file.ts';
import { subresourceIntegrity } from './build/subresource-integrity.ts';

/** Site files (route manifest, sitemap, integrity) come from the client build, not the prerender's `--ssr` one. */
const clientBuildOnly = (p: Plugin): Plugin => ({ ...p, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild });

export default defineConfig({
  plugins: [sonnerStylesAsFile(), react(), tailwindcss(), ...[routeManifest(), siteFiles(), loadAfterPaint(), subresourceIntegrity()].map(clientBuildOnly)],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    manifest: true, // read by scripts/check-budget.mjs
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
  },
});
