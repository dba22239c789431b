import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { read, write } from '../../lib/storage/index.ts';
import { collections } from '../../lib/storage/all.ts';
import { MAX_EXPORT_BYTES } from '../../lib/storage/bundle.ts';
import { exportBundle, importBundle, parseBundle } from './dataTransfer.ts';

afterEach(() => vi.restoreAllMocks());

const post = { ...defaultPosts[0], id: 42, title: 'Exported post' };

describe('export and import of all CMS data', () => {
  it('round-trips everything the site shows', () => {
    write(collections.posts, [post]);
    const text = exportBundle(new Date('2026-11-22T10:00:00Z'));
    localStorage.clear();
    const parsed = parseBundle(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.bundle.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(importBundle(parsed.bundle)).toEqual({ ok: true });
    expect(read(collections.posts).items).toEqual([post]);
    expect(read(collections.portfolio).items).toHaveLength(12);
    expect(read(collections.images).items).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{nope', /not JSON/],
    ['another JSON document', '{"hello":"world"}', /not a studio CMS export/],
    ['a wrong field', JSON.stringify({ format: 'chowk-studio-cms', version: 1, data: { posts: [{ id: 'x' }], portfolio: [], content: [], images: [] } }), /data\.posts\.0\.id/],
  ])('refuses %s with a message', (_, text, message) => {
    const parsed = parseBundle(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(message);
      expect(parsed.message).toMatch(/Nothing was imported/);
    }
  });

  it('refuses an oversized file before reading it as JSON', () => {
    const parsed = parseBundle('{}', MAX_EXPORT_BYTES + 1);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/MB/);
  });

  it('is all or nothing: a full quota half-way puts back what was there', () => {
    write(collections.posts, [post]);
    const parsed = parseBundle(exportBundle());
    if (!parsed.ok) throw new Error(parsed.message);
    parsed.bundle.data.posts = [];
    parsed.bundle.data.content = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === collections.content.key) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    });
    const result = importBundle(parsed.bundle);
    expect(result.ok).toBe(false);
    vi.restoreAllMocks();
    expect(read(collections.posts).items).toEqual([post]); // restored
    expect(localStorage.getItem(collections.content.key)).toBeNull();
  });
});
