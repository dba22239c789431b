import { describe, expect, it } from 'vitest';
import { AUTH_KEY, AUTH_VALUE } from '../../lib/storage/index.ts';
import { login, logout } from './auth.ts';
import { isImageFile, NotAnImageError, UnreadableImageError } from './imageFile.ts';
import { nextPostId, sameForm, timestampId } from './useCollectionEditor.ts';
import { today } from './today.ts';

describe('demo login', () => {
  it('accepts only admin / admin123 and then writes the auth flag', () => {
    expect(login('admin', 'wrong')).toBe(false);
    expect(login('Admin', 'admin123')).toBe(false);
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(login('admin', 'admin123')).toBe(true);
    expect(localStorage.getItem(AUTH_KEY)).toBe(AUTH_VALUE);
  });

  it('logout removes the auth flag', () => {
    login('admin', 'admin123');
    logout();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  });
});

describe('ids (spec §9)', () => {
  it('new blog post id is the highest id plus 1, or 1 when there is none', () => {
    expect(nextPostId([])).toBe(1);
    expect(nextPostId([{ id: 4 }, { id: 9 }, { id: 2 }])).toBe(10);
  });

  it('content, image and portfolio ids are the current timestamp as a string, never a duplicate', () => {
    expect(timestampId([], 1795315420770)).toBe('1795315420770');
    expect(timestampId([{ id: '1795315420770' }], 1795315420770)).toBe('1795315420771');
  });

  it('dates default to today as yyyy-mm-dd', () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('image uploads', () => {
  it('accepts only image files, with a message naming the file', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(new NotAnImageError('notes.txt').message).toMatch(/“notes\.txt” is not an image/);
  });

  it('an image this browser cannot open (HEIC, a damaged file) is not called "not an image"', () => {
    const message = new UnreadableImageError('IMG_0042.HEIC').message;
    expect(message).toMatch(/^“IMG_0042\.HEIC” could not be opened in this browser/);
    expect(message).not.toMatch(/not an image/);
  });
});

describe('unsaved changes', () => {
  it('a form is unsaved when any field differs from what it started as, a checkbox too', () => {
    const start = { title: '', featured: false };
    expect(sameForm(start, { title: '', featured: false })).toBe(true);
    expect(sameForm(start, { title: ' ', featured: false })).toBe(false);
    expect(sameForm(start, { title: '', featured: true })).toBe(false);
  });
});
