/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routeManifest } from './build/route-manifest.ts';
import { siteFiles } from './build/site-files.ts';
import { sonnerStylesAsFile } from './build/sonner-styles-as-file.ts';
import { subresourceIntegrity } from './build/subresource-integrity.ts';

export default defineConfig({
  plugins: [sonnerStylesAsFile(), react(), tailwindcss(), routeManifest(), siteFiles(), subresourceIntegrity()],
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
