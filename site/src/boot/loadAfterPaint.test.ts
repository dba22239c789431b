import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ID, BOOT_POLICY, FALLBACK_MS, startApp, whenPainted } from './loadAfterPaint.ts';

type Win = Window & typeof globalThis;

/** Lets pending promise callbacks run (the start waits for image decodes, which are promises). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A window whose PerformanceObserver reports a paint only when the test says so. */
function fakeWindow(opts: { paintTiming?: boolean } = {}) {
  let report: (() => void) | undefined;
  const observers: { disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = opts.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    state = { disconnected: false };
    constructor(cb: () => void) {
      report = cb;
      observers.push(this.state);
    }
    observe() {}
    disconnect() {
      this.state.disconnected = true;
    }
  }
  // Own properties shadow the window's: a real window's `document` is a getter
  // that an assignment cannot replace.
  const own = {
    document,
    PerformanceObserver: FakeObserver,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestAnimationFrame: (cb: FrameRequestCallback) => window.setTimeout(() => cb(0), 16),
  };
  const win = Object.create(window, Object.getOwnPropertyDescriptors(own)) as Win;
  return { win, paint: () => report?.(), observers };
}

describe('the app loads after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><main>Prerendered page</main></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the prerendered page to paint, then starts once', async () => {
    const { win, paint, observers } = fakeWindow();
    const start = vi.fn();
    whenPainted(start, win);
    await settle();
    expect(start).not.toHaveBeenCalled();
    paint();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
    paint();
    vi.advanceTimersByTime(FALLBACK_MS);
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('after the paint, waits for the hero photo (fetchpriority="high") to be decoded, so hydration does not hold back its paint', async () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/hero.jpg" alt=""><img src="/other.jpg" alt=""></div>';
    let decoded!: () => void;
    const hero = document.querySelector('img')!;
    hero.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const { win, paint } = fakeWindow();
    const start = vi.fn();
    whenPainted(start, win);
    paint();
    await settle();
    expect(start).not.toHaveBeenCalled();
    decoded();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a hero photo that fails to decode does not hold the app back', async () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/missing.jpg" alt=""></div>';
    document.querySelector('img')!.decode = () => Promise.reject(new DOMException('broken', 'EncodingError'));
    const { win, paint } = fakeWindow();
    const start = vi.fn();
    whenPainted(start, win);
    paint();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${FALLBACK_MS} ms when no paint is reported`, () => {
    const { win } = fakeWindow();
    const start = vi.fn();
    whenPainted(start, win);
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on the app shell (/admin, new ids), which has nothing to paint first', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn();
    whenPainted(start, fakeWindow().win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, which does not paint', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    whenPainted(start, fakeWindow().win);
    expect(start).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('without paint timing, starts after the next frame', () => {
    const { win } = fakeWindow({ paintTiming: false });
    const start = vi.fn();
    whenPainted(start, win);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startApp', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  const template = (tags: string) => {
    document.head.innerHTML = `<template id="${APP_SCRIPTS_ID}">${tags}</template>`;
  };
  const scripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  const ran = (src: string) => document.head.querySelector(`script[src="${src}"]`)!.dispatchEvent(new Event('load'));

  it("moves the template's tags into <head>, once: every chunk fetched at once", () => {
    template('<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/route.js">');
    startApp();
    expect(document.getElementById(APP_SCRIPTS_ID)).toBeNull();
    expect(scripts()).toEqual(['/assets/index.js']);
    expect(preloads()).toEqual(['/assets/index.js', '/assets/route.js']);
    startApp();
    expect(scripts()).toEqual(['/assets/index.js']);
  });

  it("runs the chunks preloaded before the app's script one per task, in order, then the app's script; the route's preloads after it only fetched", () => {
    vi.useFakeTimers();
    template(
      '<link rel="modulepreload" crossorigin href="/assets/react-dom.js" integrity="sha384-a">' +
        '<link rel="modulepreload" crossorigin href="/assets/router.js" integrity="sha384-b">' +
        '<script type="module" crossorigin src="/assets/index.js" integrity="sha384-c"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/AboutPage.js" integrity="sha384-d">',
    );
    startApp();
    // All four fetched at once, the app's script as a preload until its turn.
    expect(preloads()).toEqual(['/assets/react-dom.js', '/assets/router.js', '/assets/index.js', '/assets/AboutPage.js']);
    expect(scripts()).toEqual(['/assets/react-dom.js']);
    const first = document.head.querySelector('script')!;
    expect([first.getAttribute('crossorigin'), first.getAttribute('integrity')]).toEqual(['', 'sha384-a']);

    ran('/assets/react-dom.js');
    expect(scripts()).toEqual(['/assets/react-dom.js']); // not in the same task
    vi.runOnlyPendingTimers();
    expect(scripts()).toEqual(['/assets/react-dom.js', '/assets/router.js']);

    ran('/assets/router.js');
    vi.runOnlyPendingTimers();
    expect(scripts()).toEqual(['/assets/react-dom.js', '/assets/router.js', '/assets/index.js']);
    expect(document.head.querySelector('script[src="/assets/index.js"]')!.getAttribute('integrity')).toBe('sha384-c');
    expect(scripts()).not.toContain('/assets/AboutPage.js');
  });

  describe("under the CSP's Trusted Types (a plain string is refused as a script's src)", () => {
    const made: string[] = [];
    const trusted: string[] = [];
    beforeEach(() => {
      made.length = 0;
      trusted.length = 0;
      const factory = {
        createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
          made.push(name);
          return { createScriptURL: (url: string) => (trusted.push(url), rules.createScriptURL(url)) };
        },
      };
      vi.stubGlobal('trustedTypes', factory);
    });
    afterEach(() => vi.unstubAllGlobals());

    it(`gives each chunk's address to the page through its own policy, '${BOOT_POLICY}'`, () => {
      vi.useFakeTimers();
      template('<link rel="modulepreload" href="/assets/react-dom.js"><script type="module" src="/assets/index.js"></script>');
      startApp();
      expect(made).toEqual([BOOT_POLICY]);
      expect(trusted).toEqual(['/assets/react-dom.js']); // the app's own script tag is the template's, never rebuilt
      expect(scripts()).toEqual(['/assets/react-dom.js']);
    });

    it("refuses an address that is not one of the site's chunks", () => {
      template('<link rel="modulepreload" href="https://cdn.example/assets/x.js"><script type="module" src="/assets/index.js"></script>');
      expect(() => startApp()).toThrow(/Not one of the site's scripts/);
      template('<link rel="modulepreload" href="/uploads/x.js"><script type="module" src="/assets/index.js"></script>');
      expect(() => startApp()).toThrow(TypeError);
    });
  });

  it("a chunk that fails to load does not stop the rest: the app's script still gets its turn", () => {
    vi.useFakeTimers();
    template('<link rel="modulepreload" href="/assets/react-dom.js"><script type="module" src="/assets/index.js"></script>');
    startApp();
    document.head.querySelector('script[src="/assets/react-dom.js"]')!.dispatchEvent(new Event('error'));
    vi.runOnlyPendingTimers();
    expect(scripts()).toEqual(['/assets/react-dom.js', '/assets/index.js']);
  });
});
