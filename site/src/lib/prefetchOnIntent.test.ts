import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_MS, prefetchLinksIn, prefetchOnIntent } from './prefetchOnIntent.ts';

describe("prefetching a link's page when the visitor reaches for it", () => {
  const prefetch = vi.fn();
  let stop: () => void;
  // The events a browser sends (user-event waits on timers, which this test fakes).
  const hover = (el: Element) => fireEvent.pointerOver(el, { pointerType: 'mouse' });
  const touch = (el: Element) => fireEvent.pointerDown(el, { pointerType: 'touch' });

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <nav>
        <a href="/about"><span>About</span></a>
        <a href="/blog/2?from=home#top">A post</a>
        <a href="https://www.instagram.com/">Instagram</a>
        <a href="/studio.pdf" download>Profile</a>
        <a href="/contact" target="_blank">Contact (new tab)</a>
        <p>Some text</p>
      </nav>`;
    stop = prefetchOnIntent(prefetch);
  });
  afterEach(() => {
    stop();
    prefetch.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

  it(`loads a link's page once the mouse has rested on it for ${HOVER_MS} ms, with the path only`, () => {
    hover(link('A post'));
    vi.advanceTimersByTime(HOVER_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/blog/2');
  });

  it('loads nothing for a mouse that only sweeps across a link, or moves on to text', () => {
    hover(link('About'));
    hover(document.querySelector('p')!);
    vi.advanceTimersByTime(HOVER_MS * 5);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("keeps waiting, and loads once, while the mouse moves over the link's own parts", () => {
    hover(link('About'));
    vi.advanceTimersByTime(HOVER_MS / 2);
    hover(link('About').querySelector('span')!);
    vi.advanceTimersByTime(HOVER_MS / 2);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/about');
    hover(link('About'));
    vi.advanceTimersByTime(HOVER_MS * 2);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('loads at once when a finger touches a link: the click follows too soon to wait', () => {
    touch(link('About'));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/about');
  });

  it(`loads a link that keeps keyboard focus for ${HOVER_MS} ms, and not one tabbed past or left`, () => {
    link('Instagram').focus();
    link('About').focus();
    link('About').blur();
    vi.advanceTimersByTime(HOVER_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
    link('About').focus();
    vi.advanceTimersByTime(HOVER_MS / 2);
    link('A post').focus();
    vi.advanceTimersByTime(HOVER_MS);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/blog/2');
  });

  it('loads nothing for links the app does not open itself: another site, a download, a new tab', () => {
    for (const name of ['Instagram', 'Profile', 'Contact (new tab)']) {
      hover(link(name));
      vi.advanceTimersByTime(HOVER_MS);
      touch(link(name));
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads nothing ahead for a visitor who asked to save data (Save-Data)', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    hover(link('About'));
    vi.advanceTimersByTime(HOVER_MS);
    touch(link('A post'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads the pages of every link in a list the visitor opened (the phone menu), by the same rules', () => {
    prefetchLinksIn(document.querySelector('nav')!);
    expect(prefetch.mock.calls).toEqual([['/about'], ['/blog/2']]);
  });

  it('loads no list ahead with Save-Data, or once stopped', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchLinksIn(document.querySelector('nav')!);
    vi.unstubAllGlobals();
    stop();
    prefetchLinksIn(document.querySelector('nav')!);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening, and drops a wait under way, when stopped', () => {
    hover(link('About'));
    stop();
    vi.advanceTimersByTime(HOVER_MS);
    touch(link('About'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
