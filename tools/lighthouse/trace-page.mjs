// Traces a few loads of one page in the system Chromium, each in a new
// browser context (a new renderer, as each Lighthouse run has), with the
// trace categories Lighthouse records, for off-cpu.mjs. With no URL it
// serves a plain HTML page of its own (a heading and a paragraph, no script,
// no style) on loopback: the baseline that says how much of the renderer's
// waiting is the machine's rather than the site's.
//
//   node tools/lighthouse/trace-page.mjs /tmp/plain              # the plain page
//   node tools/lighthouse/trace-page.mjs /tmp/about https://localhost:8443/about
//   node tools/lighthouse/off-cpu.mjs /tmp/plain/*.json
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), LOADS (default 3).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const [out, given] = process.argv.slice(2);
if (!out) {
  console.error('usage: node trace-page.mjs <out-dir> [url]   (see the comment at the top)');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const PLAIN = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title></head><body><h1>A plain page</h1><p>Text only: no script, no style.</p></body></html>';
const server = given ? null : createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PLAIN));
if (server) await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = given ?? `http://127.0.0.1:${server.address().port}/`;

// The flags every browser of the project's runs gets (a headless run on a closed network).
const flags = JSON.parse(readFileSync(new URL('../../e2e/support/chromium-flags.json', import.meta.url), 'utf8'));
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: flags, acceptInsecureCerts: true });
try {
  for (let i = 1; i <= Number(process.env.LOADS ?? 3); i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const file = path.join(out, `load${i}.json`);
    await page.tracing.start({ path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink', 'loading'] });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.tracing.stop();
    await context.close();
    console.log(file);
  }
} finally {
  await browser.close();
  server?.close();
}
