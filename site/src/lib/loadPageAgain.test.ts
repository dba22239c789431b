import { describe, expect, it, vi } from 'vitest';
import { reloadIfReachable, reloadWhenOnline } from './loadPageAgain.ts';

/** A window whose server answers (or not) as the test says. */
function fakeWindow(reachable: boolean) {
  const target = new EventTarget();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fetch: vi.fn(() => (reachable ? Promise.resolve(new Response(null, { status: 404 })) : Promise.reject(new TypeError('Failed to fetch')))),
    location: { href: 'https://chowkstudio.in/blog/1', reload: vi.fn() },
  };
  return { win, online: () => target.dispatchEvent(new Event('online')) };
}

describe('loading the page again', () => {
  it('asks the server for the page, past every cache, then reloads it', async () => {
    const { win } = fakeWindow(true);
    await expect(reloadIfReachable(win)).resolves.toBe(true);
    expect(win.fetch).toHaveBeenCalledWith('https://chowkstudio.in/blog/1', { method: 'HEAD', cache: 'no-store' });
    expect(win.location.reload).toHaveBeenCalledOnce();
  });

  it('leaves the page as it is when the server cannot be reached', async () => {
    const { win } = fakeWindow(false);
    await expect(reloadIfReachable(win)).resolves.toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('reloads when the browser is back online, until stopped', async () => {
    const { win, online } = fakeWindow(true);
    const stop = reloadWhenOnline(win);
    expect(win.fetch).not.toHaveBeenCalled();
    online();
    await vi.waitFor(() => expect(win.location.reload).toHaveBeenCalledOnce());
    stop();
    online();
    await Promise.resolve();
    expect(win.fetch).toHaveBeenCalledOnce();
  });
});
