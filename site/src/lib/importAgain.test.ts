import { describe, expect, it, vi } from 'vitest';
import { importAgainURL, importingAgain } from './importAgain.ts';

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

describe('importingAgain', () => {
  it('tries the chunk as built first, then after each failure under the next ?retry=N of the URL the error named', async () => {
    const chunk = `${origin}/assets/dist-BQtg_ASu.js`;
    const first = vi.fn(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)));
    const importURL = vi.fn((url: string) => (url.endsWith('?retry=2') ? Promise.resolve('module') : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))));
    const load = importingAgain(first, importURL);
    await expect(load()).rejects.toThrow(chunk);
    await expect(load()).rejects.toThrow(`${chunk}?retry=1`);
    await expect(load()).resolves.toBe('module');
    expect(first).toHaveBeenCalledTimes(1);
    expect(importURL.mock.calls.map(([url]) => url)).toEqual([`${chunk}?retry=1`, `${chunk}?retry=2`]);
  });

  it('tries the chunk as built again where the error names no URL (Safari)', async () => {
    const first = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    const importURL = vi.fn();
    const load = importingAgain(first, importURL);
    await expect(load()).rejects.toThrow();
    await expect(load()).rejects.toThrow();
    expect(first).toHaveBeenCalledTimes(2);
    expect(importURL).not.toHaveBeenCalled();
  });
});
