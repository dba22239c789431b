import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { PRESS_ENDED, PRESSING } from '../../boot/earlyPressNames.ts';
import { collections } from './all.ts';
import { readBetweenPresses } from './betweenPresses.ts';
import { useCollection } from './useCollection.ts';

/** Renders a post list as the prerender does, hydrates it, and counts the client's renders. */
function hydratePosts() {
  const seen: string[][] = [];
  const Titles = ({ onRender }: { onRender?: (titles: string[]) => void }) => {
    const [posts] = useCollection(collections.posts);
    const titles = posts.items.map((p) => p.title);
    onRender?.(titles);
    return (
      <ul>
        {titles.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    );
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Titles />);
  document.body.append(container);
  let root!: Root;
  act(() => {
    root = hydrateRoot(container, <Titles onRender={(t) => seen.push(t)} />);
  });
  return { seen, container, unmount: () => act(() => root.unmount()) };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  document.documentElement.removeAttribute(PRESSING);
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

describe('useCollection after hydration', () => {
  it('with nothing stored, the page is not rendered a second time: the client reads the same defaults object the prerender used', () => {
    const { seen, unmount } = hydratePosts();
    cleanup = unmount;
    expect(seen).toEqual([defaultPosts.map((p) => p.title)]);
  });

  it('with posts stored, it switches from the prerendered defaults to them once hydrated', () => {
    localStorage.setItem('blog-posts', JSON.stringify([{ ...defaultPosts[0], id: 10, title: 'Stored post' }]));
    const { seen, container, unmount } = hydratePosts();
    cleanup = unmount;
    expect(seen).toEqual([defaultPosts.map((p) => p.title), ['Stored post']]);
    expect(container.textContent).toBe('Stored post');
  });
});

describe('useCollection while a press is down', () => {
  it('keeps the prerendered defaults until the press ends, then switches to the stored posts', () => {
    readBetweenPresses(collections.posts); // as a page's first read: nothing stored
    localStorage.setItem('blog-posts', JSON.stringify([{ ...defaultPosts[0], id: 10, title: 'Stored post' }]));
    document.documentElement.setAttribute(PRESSING, '');
    const { seen, container, unmount } = hydratePosts();
    cleanup = unmount;
    expect(container.textContent).toBe(defaultPosts.map((p) => p.title).join(''));
    act(() => {
      document.documentElement.removeAttribute(PRESSING);
      document.dispatchEvent(new Event(PRESS_ENDED));
    });
    expect(container.textContent).toBe('Stored post');
    expect(seen.at(-1)).toEqual(['Stored post']);
  });

  it('holds a change saved during a press until the press ends', () => {
    const { container, unmount } = hydratePosts();
    cleanup = unmount;
    document.documentElement.setAttribute(PRESSING, '');
    localStorage.setItem('blog-posts', JSON.stringify([{ ...defaultPosts[0], id: 11, title: 'Saved during the press' }]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'blog-posts' })));
    expect(container.textContent).toBe(defaultPosts.map((p) => p.title).join(''));
    act(() => {
      document.documentElement.removeAttribute(PRESSING);
      document.dispatchEvent(new Event(PRESS_ENDED));
    });
    expect(container.textContent).toBe('Saved during the press');
  });
});
