import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium the way a user's machine would have one: an explicit
 * environment variable, then a browser installed by `npx playwright install`,
 * then the system's Chromium (Debian: `apt-get install chromium`).
 * Returns undefined to let Playwright report its own "not installed" error.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    process.env.CHROMIUM_PATH,
    safe(() => chromium.executablePath()),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
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
 * A JSON file, so the Lighthouse runner and bench/paint.mjs (plain Node, no
 * TypeScript) read the same list.
 */
export const chromiumArgs: string[] = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
