import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../../lib/formatPostDate.ts';
import { PostDate } from './PostDate.tsx';

describe('a post’s date as visitors read it', () => {
  it('an admin post’s yyyy-mm-dd reads like the built-in posts’ dates, the day unmoved by time zones', () => {
    expect(formatPostDate('2026-11-25')).toEqual({ text: 'November 25, 2026', iso: '2026-11-25' });
    expect(formatPostDate('2026-01-01')).toEqual({ text: 'January 1, 2026', iso: '2026-01-01' });
    expect(formatPostDate(' 2024-02-29 ')).toEqual({ text: 'February 29, 2024', iso: '2024-02-29' });
  });

  it('free text, and a yyyy-mm-dd that is no real day, are shown as the owner wrote them', () => {
    expect(formatPostDate('Monsoon 2026')).toEqual({ text: 'Monsoon 2026' });
    expect(formatPostDate('2026-02-31')).toEqual({ text: '2026-02-31' });
    expect(formatPostDate('2026-13-01')).toEqual({ text: '2026-13-01' });
    expect(formatPostDate('')).toEqual({ text: '' });
  });

  it('a built-in post’s ‘October 14, 2026’ keeps its text and gains the machine-readable date', () => {
    expect(formatPostDate('October 14, 2026')).toEqual({ text: 'October 14, 2026', iso: '2026-10-14' });
    expect(formatPostDate('June 9, 2026')).toEqual({ text: 'June 9, 2026', iso: '2026-06-09' });
    expect(formatPostDate('February 30, 2026')).toEqual({ text: 'February 30, 2026' });
    expect(formatPostDate('Sept 9, 2026')).toEqual({ text: 'Sept 9, 2026' });
  });

  it('carries the machine-readable date in a <time> element, and free text in plain text', () => {
    const { rerender } = render(<PostDate date="2026-11-25" />);
    expect(screen.getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(screen.getByText('November 25, 2026').tagName).toBe('TIME');
    rerender(<PostDate date="Diwali week" />);
    expect(screen.getByText('Diwali week').tagName).toBe('SPAN');
  });
});
