import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../lib/storage/index.ts';
import { formatSize } from '../storageUsage.ts';
import { StorageMeter } from './StorageMeter.tsx';

const nbsp = '\u00a0';

describe('admin storage meter', () => {
  it('shows what the site stores against the browser quota, each figure kept with its unit (no line break between them)', () => {
    render(<StorageMeter />);
    const meter = screen.getByRole('meter', { name: /Storage used/ });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAccessibleName(`Storage used: 0${nbsp}kB of about 5.0${nbsp}MB (0%)`);
  });

  it('follows every change to storage: a quarter of the quota stored reads 25%', () => {
    render(<StorageMeter />);
    act(() => {
      localStorage.setItem('blog-posts', 'x'.repeat(1.25 * 1024 * 1024 - 'blog-posts'.length));
      notify('blog-posts');
    });
    const meter = screen.getByRole('meter', { name: /Storage used/ });
    expect(meter).toHaveAttribute('aria-valuenow', '25');
    expect(meter).toHaveAccessibleName(`Storage used: 1.3${nbsp}MB of about 5.0${nbsp}MB (25%)`);
  });

  it('reads in kilobytes under a megabyte, so that one post moves the figure, and in megabytes from there', () => {
    expect(formatSize(0)).toBe(`0${nbsp}kB`);
    expect(formatSize(14)).toBe(`0.1${nbsp}kB`);
    expect(formatSize(2500)).toBe(`2.4${nbsp}kB`);
    expect(formatSize(86_000)).toBe(`84${nbsp}kB`);
    expect(formatSize(1024 * 1024 - 100)).toBe(`1.0${nbsp}MB`);
    expect(formatSize(1.25 * 1024 * 1024)).toBe(`1.3${nbsp}MB`);
  });

  it('counts a short blog post the moment it is stored', () => {
    render(<StorageMeter />);
    act(() => {
      localStorage.setItem('blog-posts', JSON.stringify([{ id: 1, title: 'Monsoon type', excerpt: 'x'.repeat(2000) }]));
      notify('blog-posts');
    });
    expect(screen.getByRole('meter', { name: /Storage used/ })).toHaveAccessibleName(
      `Storage used: 2.0${nbsp}kB of about 5.0${nbsp}MB (0%)`,
    );
  });
});
