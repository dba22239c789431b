// What a Playwright test's pages cost the machine, by how the suite serves
// the stock photos, or step by step (see test-cost.sh). Each run opens CONTEXTS fresh
// contexts, as that many tests would, and in each visits PAGES, waiting for
// hydration as the suite's page.goto does; it counts the machine's busy CPU
// (/proc/stat: the browser, this process and the server together), its page
// faults (/proc/vmstat: on a machine where mapping memory is slow, a share of
// that CPU), the renderer processes it starts (each a process start and its
// new memory) and the wall time, per test. Variants run interleaved, ROUNDS
// times.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, devices, median, medianAndSpread } from './browser.mjs';
import { photoHostArgs, startPhotoHost } from '../e2e/support/photo-host.mjs';
import { processModelArgs } from '../e2e/support/process-model.mjs';

const site = process.env.SITE_URL;
const pages = (process.env.PAGES || '/,/blog/1,/portfolio/3').split(',');
const contexts = Number(process.env.CONTEXTS || 12);
const rounds = Number(process.env.ROUNDS || 3);
const photo = fileURLToPath(new URL('../e2e/fixtures/photo.png', import.meta.url));
// The suite's flags: a closed network (chromium-flags.json) and its process model.
const suiteArgs = [...JSON.parse(readFileSync(new URL('../e2e/support/chromium-flags.json', import.meta.url), 'utf8')), ...processModelArgs()];

const host = startPhotoHost(0);
await new Promise((resolve) => host.once('listening', resolve));
const standIn = photoHostArgs(host.address().port);

const variants = {
  // Before the thirty-first session: every request paused for the test's
  // routes (off-machine ones aborted, photos answered), the cache off.
  routed: {
    args: [],
    async prepare(context) {
      const local = (url) => url.origin === new URL(site).origin;
      await context.route((url) => !local(url) && !url.protocol.startsWith('data'), (route) => route.abort('blockedbyclient'));
      await context.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ path: photo, contentType: 'image/png' }));
    },
  },
  // As the suite runs now: the stand-in through the browser's resolver.
  'stand-in': { args: standIn, async prepare() {} },
  // The same with the browser's cache off, as routing turns it off: what of
  // the difference is the cache, and what the pausing.
  'stand-in-no-cache': {
    args: standIn,
    async prepare(context, page) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    },
  },
  // Where a test's cost goes, step by step (VARIANTS="blank locator no-js
  // stand-in"; each as the suite runs, with the stand-in): a context and its
  // page and nothing more; the same plus one locator, which makes Playwright
  // inject its script into the page; each page loaded with JavaScript off and
  // read by a locator; and `stand-in`, each page loaded and hydrated.
  blank: { args: standIn, async prepare() {}, visit: async () => {} },
  locator: {
    args: standIn,
    async prepare() {},
    visit: (page) => page.locator('body').waitFor({ state: 'attached' }),
  },
  'no-js': {
    args: standIn,
    context: { javaScriptEnabled: false },
    async prepare() {},
    async visit(page) {
      for (const path of pages) {
        await page.goto(site + path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
    },
  },
};
// Any Chromium flags against the suite's own (VARIANTS="stand-in flags"
// FLAGS="--js-flags=..."): each page loaded and hydrated, as stand-in.
if (process.env.FLAGS) {
  const standInVariant = variants['stand-in'];
  variants.flags = { ...standInVariant, args: [...standInVariant.args, ...process.env.FLAGS.split(/\s+/).filter(Boolean)] };
}
const chosen = (process.env.VARIANTS || 'routed stand-in stand-in-no-cache').split(/\s+/).filter(Boolean);
for (const v of chosen) if (!variants[v]) throw new Error(`unknown variant ${v} (${Object.keys(variants).join(', ')}${process.env.FLAGS ? '' : '; flags needs FLAGS'})`);

function busySeconds() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ
}

function pageFaults() {
  return Number(/^pgfault (\d+)$/m.exec(readFileSync('/proc/vmstat', 'utf8'))[1]);
}

/**
 * Counts the renderer processes the browser starts, as they appear, by a look
 * at /proc every 20 ms (about 0.1 ms each): a renderer lives as long as its
 * test's context, hundreds of ms. Ours are the ones this process is an
 * ancestor of. A renderer forked by Chromium's zygote keeps the zygote's
 * command line (`--type=zygote`), one started on its own says
 * `--type=renderer`; the zygotes themselves start with the browser, before
 * the count. The GPU process and the utilities (the network service) are
 * left out: each browser starts them once, some only after its launch
 * returns, which would charge them to the tests.
 */
function rendererCounter() {
  const looked = new Set();
  const found = new Set();
  const parent = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
  const ours = (pid) => {
    for (let p = parent(pid), hops = 0; p > 1 && hops < 8; p = parent(p), hops++) if (p === process.pid) return true;
    return false;
  };
  const look = () => {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || looked.has(name)) continue;
      looked.add(name);
      try {
        if (!ours(Number(name))) continue;
        const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${name}/cmdline`, 'utf8'))?.[1];
        if (type === 'zygote' || type === 'renderer') found.add(name);
        // The browser itself, or a child caught between fork and exec: look again.
        else if (!type) looked.delete(name);
      } catch {
        // gone before it was read: a process of under 20 ms is no renderer
      }
    }
  };
  look();
  const atStart = found.size;
  const timer = setInterval(look, 20);
  return {
    /** The renderers started since the counter was. */
    stop() {
      clearInterval(timer);
      look();
      return found.size - atStart;
    },
  };
}

async function run(variant) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: [...suiteArgs, ...variant.args] });
  const renderers = rendererCounter();
  const cpu0 = busySeconds();
  const faults0 = pageFaults();
  const t0 = performance.now();
  let photos = 0;
  for (let i = 0; i < contexts; i++) {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...variant.context });
    const page = await context.newPage();
    await variant.prepare(context, page);
    if (variant.visit) {
      await variant.visit(page);
    } else {
      for (const path of pages) {
        await page.goto(site + path);
        await page.getByRole('region', { name: /^Notifications/ }).waitFor({ state: 'attached' });
      }
      photos += await page.evaluate(() => [...document.images].filter((img) => img.currentSrc.startsWith('https://images.unsplash.com/') && img.naturalWidth > 0).length);
    }
    await context.close();
  }
  const result = {
    cpu: ((busySeconds() - cpu0) / contexts) * 1000,
    wall: (performance.now() - t0) / contexts,
    faults: (pageFaults() - faults0) / contexts,
    renderers: renderers.stop() / contexts,
  };
  await browser.close();
  // A variant whose photos failed would cost less for the wrong reason.
  if (!variant.visit && photos === 0) throw new Error('no stock photo loaded on the last pages: the variant is broken');
  return result;
}

// What each run measures, per test: the key in run()'s result, its column, its
// ratio's name, and its decimals (renderers come in ones: 1.0 or 2.0 a test).
const measures = [
  ['cpu', 'CPU ms', 'CPU', 0],
  ['wall', 'wall ms', 'wall', 0],
  ['faults', 'page faults', 'faults', 0],
  ['renderers', 'renderers', 'renderers', 1],
];
const samples = Object.fromEntries(chosen.map((v) => [v, Object.fromEntries(measures.map(([key]) => [key, []]))]));
for (let round = 1; round <= rounds; round++) {
  for (const v of chosen) {
    const result = await run(variants[v]);
    for (const [key] of measures) samples[v][key].push(result[key]);
    console.error(`round ${round} ${v}: ${Math.round(result.cpu)} ms CPU, ${Math.round(result.wall)} ms wall, ${Math.round(result.faults)} page faults, ${result.renderers.toFixed(1)} renderers started per test`);
  }
}
host.close();

const first = samples[chosen[0]];
const ratio = (xs, ys) => `${(median(xs) / median(ys)).toFixed(2)}×`;
console.log(`per test: ${contexts} fresh contexts a run, each visiting ${pages.join(' ')}; medians of ${rounds} runs (fastest–slowest)`);
console.log('variant'.padEnd(20) + measures.map(([, column]) => column.padStart(22)).join('') + measures.map(([, , name]) => `${name} / ${chosen[0]}`.padStart(22)).join(''));
for (const v of chosen) {
  const values = measures.map(([key, , , digits]) => medianAndSpread(samples[v][key], digits).padStart(22)).join('');
  const ratios = measures.map(([key]) => ratio(samples[v][key], first[key]).padStart(22)).join('');
  console.log(v.padEnd(20) + values + ratios);
}
