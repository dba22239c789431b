// The bytes of published photos a visitor's browser fetches, against what
// the photos it shows need: for each page and screen, every /assets/media/
// response is counted (previews and lazy images included: the page is
// scrolled to its end), and each published photo shown is weighed as WebP
// q75 of its original at the pixels its box takes (CSS size x DPR), the
// "needed" bytes. Used by make bench-publish (tools/bench/publish.mjs).
import { spawn, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..');
const sharp = createRequire(path.join(repo, 'site', 'package.json'))('sharp');
const { chromium } = createRequire(path.join(repo, 'e2e', 'package.json'))('@playwright/test');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** bin/studio serving `dist` on a free port, until stop(). */
async function serve(dist) {
  const [port, admin] = [await freePort(), await freePort()];
  const env = { ...process.env, SITE_ADDRESS: `http://127.0.0.1:${port}`, SITE_ROOT: dist, STUDIO_ADMIN: `127.0.0.1:${admin}`, XDG_DATA_HOME: path.join(dist, '..', '.caddy'), XDG_CONFIG_HOME: path.join(dist, '..', '.caddy') };
  const proc = spawn(path.join(repo, 'bin', 'studio'), ['run', '--config', path.join(repo, 'Caddyfile')], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  return { url, stop: () => proc.kill('SIGTERM') };
}

const chromiumPath = () => /^chromium: (.+)$/m.exec(execFileSync(path.join(repo, 'scripts', 'ensure-chromium.sh'), { encoding: 'utf8' }))[1];

/** WebP q75 of the original, covering a box of w x h pixels: what that photo needs there. */
const needed = new Map();
async function neededBytes(original, w, h) {
  const key = `${original} ${w}x${h}`;
  if (!needed.has(key)) needed.set(key, (await sharp(original).resize(w, h, { fit: 'cover' }).webp({ quality: 75 }).toBuffer()).length);
  return needed.get(key);
}

/**
 * For each screen and page: served and needed bytes of published photos.
 * `mediaDir` holds the originals (site/published/media/).
 */
export async function photoBytes({ dist, mediaDir, pages, screens }) {
  const originals = new Map(readdirSync(mediaDir).filter((f) => /^[0-9a-f]{16}-\d+x\d+\./.test(f)).map((f) => [f.slice(0, 16), path.join(mediaDir, f)]));
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const rows = [];
  try {
    for (const screen of screens) {
      for (const page of pages) {
        const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.dpr, isMobile: screen.mobile ?? false, hasTouch: screen.mobile ?? false });
        await context.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.abort());
        const tab = await context.newPage();
        let served = 0;
        const pending = [];
        tab.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/assets/media/')) pending.push(response.body().then((b) => (served += b.length), () => {}));
        });
        await tab.goto(server.url + page, { waitUntil: 'load' });
        // To the end, a screen at a time, so every lazy image comes in.
        for (let y = 0; y < (await tab.evaluate(() => document.documentElement.scrollHeight)); y += screen.viewport.height) {
          await tab.evaluate((top) => window.scrollTo(0, top), y);
          await tab.waitForTimeout(150);
        }
        await tab.waitForLoadState('networkidle');
        const shown = await tab.evaluate(() =>
          [...document.querySelectorAll('img')]
            .filter((img) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc, location.href).pathname.startsWith('/assets/media/'))
            .map((img) => ({ src: new URL(img.currentSrc).pathname, width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height })),
        );
        await Promise.all(pending);
        let need = 0;
        for (const { src, width, height } of shown) {
          const original = originals.get(path.basename(src).slice(0, 16));
          if (original) need += await neededBytes(original, Math.round(width * screen.dpr), Math.round(height * screen.dpr));
        }
        rows.push({ screen: screen.name, page, images: shown.length, served, needed: need });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return rows;
}
