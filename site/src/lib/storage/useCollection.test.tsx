import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { collections } from './all.ts';
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
