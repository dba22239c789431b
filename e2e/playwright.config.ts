import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium, processModelArgs } from './support/browser.ts';
import { checkBuild, STALE_BUILD_WARNING } from './support/build.ts';
import { photoHostArgs } from './support/photo-host.mjs';
import { freePorts } from './support/server.ts';

/**
 * By default the suite starts our own binary (bin/studio) with the project's
 * Caddyfile on a free port, serving site/dist: the same binary and config the
 * container runs. Set E2E_BASE_URL to test a server that is already running
 * (a container, a staging host) instead.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = process.env.E2E_BASE_URL;
// Set once in the runner; workers inherit them, so every process agrees on the ports.
if (!process.env.E2E_PORT) {
  [process.env.E2E_PORT, process.env.E2E_TLS_HTTP_PORT, process.env.E2E_TLS_PORT, process.env.E2E_PHOTO_PORT] = freePorts(4).map(String);
}
// Chosen in the runner, which has the command line (--headed); workers inherit it.
process.env.E2E_CHROMIUM ??= findChromium() ?? '';
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
// Checked once, in the runner (workers inherit its servers): a clear word
// instead of the servers' "not found", and a warning before testing an old build.
if (!external && !process.env.TEST_WORKER_INDEX) {
  const build = checkBuild(repo);
  if (build.missing) throw new Error(build.missing);
  if (build.stale) console.warn(`\n${STALE_BUILD_WARNING}\n`);
}
const caddyState = process.env.E2E_CADDY_STATE ?? mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
process.env.E2E_CADDY_STATE = caddyState;
/** The second server runs as the container does (SITE_ADDRESS=localhost: HTTPS with Caddy's internal CA). */
const tlsServer = { httpPort: process.env.E2E_TLS_HTTP_PORT!, httpsPort: process.env.E2E_TLS_PORT! };
/** The stock-photo host's stand-in (support/photo-host.mjs), for every run: a test's photos never come from the internet. */
const photoHost = {
  command: `node support/photo-host.mjs ${process.env.E2E_PHOTO_PORT}`,
  url: `https://127.0.0.1:${process.env.E2E_PHOTO_PORT}/`,
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  timeout: 10_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};
const serverEnv = (extra: Record<string, string>) => ({
  ...(process.env as Record<string, string>),
  SITE_ROOT: path.join(repo, 'site', 'dist'),
  STUDIO_ADMIN: 'off',
  ...extra,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // At least two, on any machine: Playwright's default (half the cores) is one
  // worker on a 2-core machine, where two finish the suite sooner. More than
  // half the cores made every test slower here (the run is CPU-bound).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The last reporter prints the skipped tests by reason and each failure on one line, at the log's tail (support/summary-reporter.ts).
  reporter: [['list'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['./support/summary-reporter.ts']],
  use: {
    baseURL,
    ignoreHTTPSErrors: !!external,
    // A failure leaves a screenshot and the page's ARIA snapshot (error-context.md).
    // Traces only on a retry (`--retries 1`, or `--trace on`): recording one for
    // every test took 10 % of the suite's CPU, and its screencast another 19 %.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || undefined,
      args: [...chromiumArgs, ...processModelArgs(), ...photoHostArgs(process.env.E2E_PHOTO_PORT!, external ? [new URL(external).hostname] : [])],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
    // Screenshots for people to look at, only when asked for (see screenshots/pages.spec.ts).
    ...(process.env.SCREENSHOTS
      ? [{ name: 'screenshots', testDir: './screenshots', use: { ...devices['Desktop Chrome'] } }]
      : []),
  ],
  webServer: external
    ? [photoHost]
    : [
        photoHost,
        {
          command: `"${repo}/bin/studio" run --config "${repo}/Caddyfile"`,
          url: `${baseURL}/healthz`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: serverEnv({
            SITE_ADDRESS: `http://:${process.env.E2E_PORT}`,
            XDG_DATA_HOME: path.join(caddyState, 'data'),
            XDG_CONFIG_HOME: path.join(caddyState, 'config'),
          }),
        },
        {
          command: `"${repo}/bin/studio" run --config "${repo}/Caddyfile"`,
          url: `https://localhost:${tlsServer.httpsPort}/healthz`,
          ignoreHTTPSErrors: true,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: serverEnv({
            SITE_ADDRESS: 'localhost',
            STUDIO_HTTP_PORT: tlsServer.httpPort,
            STUDIO_HTTPS_PORT: tlsServer.httpsPort,
            XDG_DATA_HOME: path.join(caddyState, 'tls', 'data'),
            XDG_CONFIG_HOME: path.join(caddyState, 'tls', 'config'),
          }),
        },
      ],
});
