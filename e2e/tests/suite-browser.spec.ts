import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, processModelArgs } from '../support/browser.ts';
import { expect, test, visit } from '../support/test.ts';
import { tlsServer } from '../support/tls.ts';

// The browser the suite runs in (support/browser.ts). The first tests open no
// browser context; those on its process model and its network, at the end, do.
test.describe('the suite finds a browser the way a user machine has one', () => {
  // Each test starts with neither explicit variable set, and leaves them as it found them.
  const names = ['PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH', 'CHROMIUM_PATH'] as const;
  const saved = names.map((n) => process.env[n]);
  test.beforeEach(() => names.forEach((n) => delete process.env[n]));
  test.afterEach(() => names.forEach((n, i) => (saved[i] === undefined ? delete process.env[n] : (process.env[n] = saved[i]))));

  /** A fake `npx playwright install` folder: its Chromium, and its headless shell if asked. */
  function playwrightInstall(withShell: boolean) {
    const root = mkdtempSync(path.join(tmpdir(), 'pw-browsers-'));
    const chrome = path.join(root, 'chromium-1255', 'chrome-linux64', 'chrome');
    mkdirSync(path.dirname(chrome), { recursive: true });
    writeFileSync(chrome, '');
    if (withShell) mkdirSync(path.join(root, 'chromium_headless_shell-1255', 'chrome-headless-shell-linux64'), { recursive: true });
    return chrome;
  }

  test('an explicit PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH or CHROMIUM_PATH wins over everything', () => {
    const chrome = playwrightInstall(true);
    process.env.CHROMIUM_PATH = chrome;
    expect(findChromium({ playwrightChromium: chrome })).toBe(chrome);
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH = process.execPath;
    expect(findChromium({ playwrightChromium: chrome })).toBe(process.execPath);
  });

  test("Playwright's own browsers are used when no executable is named", () => {
    expect(findChromium({ playwrightChromium: playwrightInstall(true) })).toBeUndefined();
  });

  test("Playwright's own Chromium without its headless shell: that Chromium", () => {
    const chrome = playwrightInstall(false);
    expect(findChromium({ playwrightChromium: chrome })).toBe(chrome);
  });

  test("the system's headless shell before its Chromium, except for a headed run", () => {
    const none = path.join(tmpdir(), 'no-such-browsers', 'chromium-1255', 'chrome-linux64', 'chrome');
    const headless = findChromium({ headed: false, playwrightChromium: none });
    const headed = findChromium({ headed: true, playwrightChromium: none });
    expect(headed ?? 'none found', 'a headed run (a shell opens no window)').not.toContain('headless-shell');
    if (existsSync('/usr/bin/chromium-headless-shell')) expect(headless).toBe('/usr/bin/chromium-headless-shell');
    else expect(headless).toBe(headed);
  });
});

test.describe("the suite's process model (support/browser.ts, processModelArgs)", () => {
  test('a test’s page reuses its blank page’s renderer process', async ({ browser, page }) => {
    test.skip(processModelArgs().length === 0, "Chromium's own process model, asked for by E2E_PROCESS_MODEL=default");
    test.skip(!!process.env.E2E_BASE_URL, 'opens the server the suite starts itself under a second name');
    const cdp = await browser.newBrowserCDPSession();
    const renderers = async () => {
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      return new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
    };
    // Processes of earlier tests may still be exiting; only new ones count.
    const started = async (since: Set<number>) => [...(await renderers())].filter((id) => !since.has(id));

    const blank = await renderers(); // the page is open on about:blank
    await visit(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await started(blank), 'renderer processes started for the site').toEqual([]);

    // The same server under another name is another site: isolated from the first.
    const sameSite = await renderers();
    const other = await page.context().newPage();
    await other.goto(`http://localhost:${new URL(page.url()).port}/about`);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await started(sameSite), 'renderer processes started for http://localhost').toHaveLength(1);
    await cdp.detach();
  });
});

test.describe("the suite's network reaches nothing off this machine", () => {
  test('the stock photos come from the suite’s own stand-in, with no request routing', async ({ page }) => {
    await visit(page, '/about');
    const photo = page.locator('img[src^="https://images.unsplash.com/"]').first();
    await photo.scrollIntoViewIfNeeded();
    // The fixture is 64 x 48: a photo the real host sent would not be.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([64, 48]);
  });

  test('a name other than localhost does not resolve, even one this machine knows', async ({ page }) => {
    const name = hostname();
    test.skip(!(await lookup(name).catch(() => null)), `${name} does not resolve on this machine: nothing to show`);
    test.skip(!!process.env.E2E_BASE_URL, 'needs the server the suite starts, which listens on every address');
    const port = new URL(test.info().project.use.baseURL!).port;
    await expect(visit(page, `http://${name}:${port}/about`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  });

  test('an IP address off this machine is refused at once', async ({ page }) => {
    // 192.0.2.1 is documentation-only (RFC 5737): without the rule, a connect that times out.
    await expect(visit(page, 'http://192.0.2.1/', { timeout: 5_000 })).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  });

  test('only the photo stand-in’s certificate is accepted', async ({ page }) => {
    test.skip(!tlsServer.available, 'the suite starts this server only when it starts its own (no E2E_BASE_URL)');
    // Caddy's internal CA, which this context was not told to trust.
    await expect(visit(page, `https://localhost:${tlsServer.httpsPort}/healthz`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  });
});
