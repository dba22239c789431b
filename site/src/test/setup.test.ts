import { describe, expect, it } from 'vitest';

describe('test set-up', () => {
  it('gives the tests jsdom’s working localStorage and sessionStorage on every Node (Node 25 and later have an inert one of their own)', () => {
    for (const storage of [localStorage, sessionStorage, window.localStorage]) {
      expect(storage).toBeInstanceOf(Storage);
    }
    localStorage.setItem('set-up', 'kept');
    expect(window.localStorage.getItem('set-up')).toBe('kept');
  });
});
