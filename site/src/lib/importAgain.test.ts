import { describe, expect, it } from 'vitest';
import { importAgainURL } from './importAgain.ts';

const origin = window.location.origin;

describe('importAgainURL: a failed chunk is imported again under a URL the browser has not kept a failure for', () => {
  it("reads the module's URL from Chromium's message and adds the try's number", () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${origin}/assets/sanitize-CuK8qB2m.js`);
    expect(importAgainURL(error, 1)).toBe(`${origin}/assets/sanitize-CuK8qB2m.js?retry=1`);
  });

  it("reads Firefox's message, and replaces an earlier try's query rather than adding to it", () => {
    const error = new TypeError(`error loading dynamically imported module: ${origin}/assets/sanitize-CuK8qB2m.js?retry=1`);
    expect(importAgainURL(error, 2)).toBe(`${origin}/assets/sanitize-CuK8qB2m.js?retry=2`);
  });

  it("gives a plain retry where the message names no URL (Safari's 'Importing a module script failed.'), or the error is no Error", () => {
    expect(importAgainURL(new TypeError('Importing a module script failed.'), 1)).toBeUndefined();
    expect(importAgainURL('Failed to fetch dynamically imported module', 1)).toBeUndefined();
    expect(importAgainURL(undefined, 1)).toBeUndefined();
  });

  it("never imports from another origin, outside the site's assets, or anything but a script", () => {
    const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    expect(importAgainURL(failed('https://evil.example/assets/sanitize.js'), 1)).toBeUndefined();
    expect(importAgainURL(failed(`${origin}/admin/sanitize.js`), 1)).toBeUndefined();
    expect(importAgainURL(failed(`${origin}/assets/photo.png`), 1)).toBeUndefined();
    expect(importAgainURL(failed('http://[::1'), 1)).toBeUndefined();
  });
});
