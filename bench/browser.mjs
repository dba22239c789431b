// What the browser benches (paint.mjs, navigate.mjs) share: Chromium started
// as the e2e suite starts it, with the stock-photo host mapped to
// tools/photofixture; Lighthouse's mobile preset; and the medians they print.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { photoFixture, pinnedCertificatesFlag } from '../tools/certificate-pins.mjs';

// Playwright comes with the e2e suite (e2e/package.json).
export const { chromium, devices } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

// Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, on a Moto G4.
export const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
export const PHONE_CPU_SLOWDOWN = 4;
export const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/** Chromium at CHROMIUM_PATH (the bench scripts' find_chromium), photos from PHOTO_PORT. */
export async function launchChromium() {
  const photoPort = process.env.PHOTO_PORT;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      // The e2e suite's flags (a headless run on a closed network), plus the photo host's stand-in.
      ...JSON.parse(readFileSync(new URL('../e2e/support/chromium-flags.json', import.meta.url), 'utf8')),
      `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${photoPort}`,
      // The stand-in's certificate (a new key at each start), and no other.
      await pinnedCertificatesFlag([photoFixture(photoPort)]),
    ],
  });
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
/** The middle value, or the mean of the two middle ones for an even count (as bench/lib.sh's median). */
export const median = (xs) => {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** "median (fastest–slowest)", in whole ms unless given decimals. */
export const medianAndSpread = (xs, digits = 0) => {
  const f = (x) => x.toFixed(digits);
  return `${f(median(xs))} (${f(sorted(xs)[0])}–${f(sorted(xs).at(-1))})`;
};

/**
 * Prints one row per page and metric: each build's "median (fastest–slowest)"
 * and, with two builds, the second's median over the first's.
 * rows: [page, metric, [the samples of each build, in the order of `builds`]].
 */
export function printComparison(builds, rows) {
  const metricWidth = Math.max(24, ...rows.map(([, metric]) => metric.length + 1));
  const ratio = builds.length === 2 ? `${builds[1]} / ${builds[0]}`.padStart(16) : '';
  console.log(`${'page'.padEnd(14)}${'metric'.padEnd(metricWidth)}${builds.map((b) => b.padStart(20)).join('')}${ratio}`);
  for (const [page, metric, columns] of rows) {
    const cells = columns.map((xs) => medianAndSpread(xs).padStart(20)).join('');
    const r = !ratio ? '' : median(columns[0]) > 0 ? `${(median(columns[1]) / median(columns[0])).toFixed(2).padStart(15)}×` : '-'.padStart(16);
    console.log(`${page.padEnd(14)}${metric.padEnd(metricWidth)}${cells}${r}`);
  }
}
