import { describe, expect, it, vi } from 'vitest';
import { announceAppStarted } from '../lib/appStarted.ts';
import { reloadOnlineUntilAppStarts } from './reloadOnlineUntilAppStarts.ts';

/** A window whose server answers (or not), with a document of its own for the app's announcement. */
function fakeWindow(reachable: boolean) {
  const target = new EventTarget();
  const doc = document.implementation.createHTMLDocument();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fetch: vi.fn(() => (reachable ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch')))),
    location: { href: 'https://chowkstudio.in/about', reload: vi.fn() },
    document: doc,
  };
  return { win, doc, online: () => target.dispatchEvent(new Event('online')) };
}

describe('before the app runs, back online', () => {
  it('asks the server for the page, past every cache, and loads it again', async () => {
    const { win, online } = fakeWindow(true);
    reloadOnlineUntilAppStarts(win as unknown as Window);
    online();
    await vi.waitFor(() => expect(win.location.reload).toHaveBeenCalledOnce());
    expect(win.fetch).toHaveBeenCalledWith('https://chowkstudio.in/about', { method: 'HEAD', cache: 'no-store' });
  });

  it('leaves the page as it is while the server cannot be reached', async () => {
    const { win, online } = fakeWindow(false);
    reloadOnlineUntilAppStarts(win as unknown as Window);
    online();
    await vi.waitFor(() => expect(win.fetch).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('stops once the app runs', async () => {
    const { win, doc, online } = fakeWindow(true);
    reloadOnlineUntilAppStarts(win as unknown as Window);
    announceAppStarted(doc);
    online();
    await Promise.resolve();
    expect(win.fetch).not.toHaveBeenCalled();
  });
});
