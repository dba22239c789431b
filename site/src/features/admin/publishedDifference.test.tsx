import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collections } from '../../lib/storage/all.ts';
import { write } from '../../lib/storage/store.ts';
import { countDifferences, usePublishedDifference } from './publishedDifference.ts';

describe('how far this browser is from what is published', () => {
  it('counts items added, changed and removed, by id, whatever the order of their fields', () => {
    const published = [{ id: '1', title: 'A', image: 'x' }, { id: '2', title: 'B', image: 'y' }, { id: '3', title: 'C', image: 'z' }];
    expect(countDifferences([{ image: 'x', title: 'A', id: '1' }, ...published.slice(1)], published)).toBe(0);
    const here = [{ id: '1', title: 'A, edited', image: 'x' }, { id: '3', title: 'C', image: 'z' }, { id: '4', title: 'D', image: 'w' }];
    expect(countDifferences(here, published)).toBe(3); // id 1 changed, id 4 added, id 2 removed
  });

  it('is 0 with nothing stored, and follows an edit saved in the admin', () => {
    localStorage.clear();
    const { result } = renderHook(() => usePublishedDifference());
    expect(result.current).toBe(0);
    act(() => void write(collections.portfolio, collections.portfolio.defaults.map((item, i) => (i === 0 ? { ...item, title: 'Renamed' } : item))));
    expect(result.current).toBe(1);
    act(() => void write(collections.posts, collections.posts.defaults.slice(1)));
    expect(result.current).toBe(2);
    localStorage.clear();
  });
});
