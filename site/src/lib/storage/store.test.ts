import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { collections } from './all.ts';
import { backupKey } from './collections.ts';
import { discardUnreadable, read, reset, subscribe, unreadableText, write } from './store.ts';

const posts = collections.posts;
const post = { ...defaultPosts[0], id: 10, title: 'Stored post' };

afterEach(() => vi.restoreAllMocks());

describe('storage layer: reads', () => {
  it("uses the 'blog-posts' key the spec names", () => {
    expect(posts.key).toBe('blog-posts');
  });

  it('gives the defaults when nothing is stored', () => {
    const r = read(posts);
    expect(r.source).toBe('defaults');
    expect(r.items).toHaveLength(4);
    expect(r.problem).toBeUndefined();
  });

  it('gives the stored list when it is valid', () => {
    localStorage.setItem('blog-posts', JSON.stringify([post]));
    const r = read(posts);
    expect(r.source).toBe('stored');
    expect(r.items).toEqual([post]);
  });

  it('treats a stored empty list as the owner’s choice, not as missing', () => {
    localStorage.setItem('blog-posts', '[]');
    expect(read(posts).items).toEqual([]);
  });

  it('falls back to the defaults, with a problem naming the data, when the value is not JSON', () => {
    localStorage.setItem('blog-posts', '{not json');
    const r = read(posts);
    expect(r.items).toBe(posts.defaults);
    expect(r.problem?.kind).toBe('not-json');
    expect(r.problem?.message).toMatch(/blog posts are not valid JSON/);
    expect(localStorage.getItem('blog-posts')).toBe('{not json'); // kept, not overwritten
  });

  it('falls back to the defaults when the value has the wrong shape, and says where', () => {
    localStorage.setItem('blog-posts', JSON.stringify([{ ...post, category: 'Gossip' }]));
    const r = read(posts);
    expect(r.source).toBe('defaults');
    expect(r.problem?.kind).toBe('wrong-shape');
    expect(r.problem?.message).toContain('0.category');
  });

  it('rejects a portfolio item with a category outside the four', () => {
    localStorage.setItem('cms-portfolio-items', JSON.stringify([{ id: '1', title: 't', description: 'd', image: 'i', category: 'murals' }]));
    expect(read(collections.portfolio).problem?.kind).toBe('wrong-shape');
  });

  it('returns the same snapshot while the stored text is unchanged', () => {
    localStorage.setItem('blog-posts', JSON.stringify([post]));
    expect(read(posts)).toBe(read(posts));
  });
});

describe('storage layer: writes', () => {
  it('saves a JSON list', () => {
    expect(write(posts, [post])).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('blog-posts')!)).toEqual([post]);
  });

  it('backs up an unreadable value before the first save over it, so nothing is lost silently', () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    expect(write(posts, [post]).ok).toBe(true);
    expect(localStorage.getItem(backupKey('blog-posts'))).toBe('corrupted!');
    const r = read(posts);
    expect(r.items).toEqual([post]);
    expect(r.backup).toBe('corrupted!');
    expect(unreadableText(posts)).toBe('corrupted!');
  });

  it('keeps the first backup when a later save happens', () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    write(posts, [post]);
    write(posts, []);
    expect(localStorage.getItem(backupKey('blog-posts'))).toBe('corrupted!');
  });

  it('a value that turns unreadable again after a save over an earlier one is kept after it, downloadable, not saved over', () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    write(posts, [post]);
    localStorage.setItem('blog-posts', 'corrupted again');
    expect(unreadableText(posts)).toBe('corrupted!\n\ncorrupted again');
    expect(write(posts, [post]).ok).toBe(true);
    expect(localStorage.getItem(backupKey('blog-posts'))).toBe('corrupted!\n\ncorrupted again');
    expect(read(posts).items).toEqual([post]);
    expect(unreadableText(posts)).toBe('corrupted!\n\ncorrupted again');
  });

  it('a save that kept the unreadable value but could not write the list keeps it once, when tried again', () => {
    const setItem = Storage.prototype.setItem;
    /** A save whose list does not fit (its backup does), then the same save again. */
    const saveAfterAFailedTry = () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
        if (key === 'blog-posts') throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, key, value);
      });
      expect(write(posts, [post]).ok).toBe(false);
      vi.restoreAllMocks();
      expect(write(posts, [post]).ok).toBe(true);
    };
    localStorage.setItem('blog-posts', 'corrupted!');
    saveAfterAFailedTry();
    expect(localStorage.getItem(backupKey('blog-posts'))).toBe('corrupted!');

    localStorage.setItem('blog-posts', 'corrupted again');
    saveAfterAFailedTry();
    expect(localStorage.getItem(backupKey('blog-posts'))).toBe('corrupted!\n\ncorrupted again');
  });

  it('reports a full quota and leaves the stored data as it was', () => {
    localStorage.setItem('blog-posts', JSON.stringify([post]));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = write(posts, []);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('quota');
      expect(result.message).toMatch(/storage for this site is full/);
    }
    expect(JSON.parse(localStorage.getItem('blog-posts')!)).toEqual([post]);
  });

  it('reports storage that the browser has turned off', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const result = write(posts, [post]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('unavailable');
    expect(read(posts).items).toBe(posts.defaults); // and reads still work
  });

  it('reset forgets the stored list and any backup', () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    write(posts, [post]);
    reset(posts);
    expect(localStorage.getItem('blog-posts')).toBeNull();
    expect(localStorage.getItem(backupKey('blog-posts'))).toBeNull();
    expect(read(posts).source).toBe('defaults');
  });

  it('discarding the unreadable value removes it and its backup, and keeps good data', () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    discardUnreadable(posts);
    expect(localStorage.getItem('blog-posts')).toBeNull();

    localStorage.setItem('blog-posts', 'corrupted again');
    write(posts, [post]);
    discardUnreadable(posts);
    expect(localStorage.getItem(backupKey('blog-posts'))).toBeNull();
    expect(read(posts).items).toEqual([post]);
  });
});

describe('storage layer: change notifications', () => {
  it('tells subscribers about saves in this tab', () => {
    const seen = vi.fn();
    const stop = subscribe(seen);
    write(posts, [post]);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
    write(posts, []);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about changes made in another tab (the storage event)', () => {
    const seen = vi.fn();
    const stop = subscribe(seen);
    window.dispatchEvent(new StorageEvent('storage', { key: 'blog-posts', storageArea: localStorage }));
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });
});
