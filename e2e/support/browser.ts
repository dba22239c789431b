import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium the way a user's machine would have one, in this order:
 *
 * 1. an explicit environment variable (PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, CHROMIUM_PATH);
 * 2. the browsers `npx playwright install` put in place: returns undefined, so
 *    Playwright picks its own (its headless shell for headless runs, its
 *    Chromium for headed ones), or its Chromium when the shell is missing;
 * 3. the system's headless shell (Debian: `apt-get install chromium-headless-shell`);
 * 4. the system's Chromium (Debian: `apt-get install chromium`).
 *
 * A headless shell is the same engine without the desktop browser's
 * per-profile services. Every test opens a new browser context, so the suite
 * runs 1.6x faster in it.
 * It cannot open a window, so a headed run (`--headed`, `--debug`) skips it.
 * Returns undefined also when nothing is found, to let Playwright report its
 * own "not installed" error.
 */
export function findChromium({
  headed = process.argv.some((a) => a === '--headed' || a === '--debug'),
  playwrightChromium = safe(() => chromium.executablePath()),
}: { headed?: boolean; playwrightChromium?: string } = {}): string | undefined {
  const explicit = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, process.env.CHROMIUM_PATH].find(isFile);
  if (explicit) return explicit;
  const installed = playwrightBrowsers(playwrightChromium);
  if (installed.shell) return undefined;
  if (installed.chromium) return installed.chromium;
  const system = [
    ...(headed ? [] : ['/usr/bin/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return system.find(isFile);
}

/**
 * Playwright's own browsers for this version, if installed: its Chromium at
 * `<browsers>/chromium-<revision>/…`, and beside it, of the same revision,
 * its headless shell (`chromium_headless_shell-<revision>`).
 */
function playwrightBrowsers(full: string | undefined): { chromium?: string; shell: boolean } {
  const at = full && /^(.*)[\\/]chromium-(\d+)[\\/]/.exec(full);
  return {
    chromium: full && existsSync(full) ? full : undefined,
    shell: !!at && existsSync(path.join(at[1], `chromium_headless_shell-${at[2]}`)),
  };
}

function isFile(p: string | undefined): p is string {
  return !!p && existsSync(p);
}

function safe(f: () => string): string | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/**
 * Flags for a headless run on a closed network (no background calls home).
 * A JSON file, so the Lighthouse runner (plain Node, no TypeScript) reads
 * the same list.
 */
export const chromiumArgs: string[] = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/** The suite's process model (support/process-model.mjs). */
export { processModelArgs } from './process-model.mjs';
