import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { JSDOM } from 'jsdom';
import { afterEach, vi } from 'vitest';

// Node 25 and later have Web Storage of their own: a localStorage on the
// global that is inert (undefined) without --localstorage-file. Vitest then
// leaves jsdom's Storage off the global, and every storage test fails on the
// current Node LTS. Put jsdom's there on every Node (on Node 20 to 24 it is
// the object vitest's getter returns already), without reading the global
// first: reading Node's getter prints a warning.
const dom = (globalThis as { jsdom?: JSDOM }).jsdom;
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (dom) Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: dom.window[name] });
}

// jsdom lacks the observers and matchMedia that embla and Radix use.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', NoopObserver);
vi.stubGlobal('ResizeObserver', NoopObserver);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear(); // a filter kept with its history entry (useHistoryEntryState)
});
