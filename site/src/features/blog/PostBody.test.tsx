import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { PostBody } from './PostBody.tsx';

// Counts the sanitizer's calls while keeping what it does.
const calls = vi.hoisted(() => ({ sanitize: 0 }));
vi.mock('../../lib/sanitize.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/sanitize.ts')>();
  return {
    ...real,
    sanitizeHtml: (html: string) => {
      calls.sanitize += 1;
      return real.sanitizeHtml(html);
    },
    // What the component calls: the sanitizer, behind the CSP's Trusted Types policy.
    trustSanitized: (html: string) => {
      calls.sanitize += 1;
      return real.trustSanitized(html);
    },
  };
});

beforeEach(() => {
  calls.sanitize = 0;
});

describe('post body: the built-in posts skip the sanitizer, any other body goes through it', () => {
  it.each(defaultPosts.map((p) => [p.id, p.content ?? ''] as const))(
    'built-in post %i: DOMPurify returns its body unchanged, so rendering it as it is changes nothing',
    (_, body) => {
      expect(body).not.toBe('');
      expect(sanitizeHtml(body)).toBe(body);
    },
  );

  it('renders a built-in body at once, without loading or calling the sanitizer', () => {
    calls.sanitize = 0;
    const { container } = render(<PostBody html={defaultPosts[0].content} />);
    expect(screen.getByRole('heading', { name: 'Order is a promise' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(calls.sanitize).toBe(0);
  });

  it('sanitizes a body from localStorage once the sanitizer has loaded', async () => {
    const html = '<h2>Owner heading</h2><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = await act(async () => render(<PostBody html={html} />));
    expect(await screen.findByRole('heading', { name: 'Owner heading' })).toBeInTheDocument();
    expect(calls.sanitize).toBeGreaterThan(0);
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('treats a built-in body with one character changed as the owner’s, and sanitizes it', async () => {
    const edited = `${defaultPosts[0].content}<p onclick="window.__xss=3">Added</p>`;
    const { container } = await act(async () => render(<PostBody html={edited} />));
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onclick/);
    expect(calls.sanitize).toBeGreaterThan(0);
  });

  it("says 'This post has no body yet.' for no body, and for a body the sanitizer empties", async () => {
    const { unmount } = render(<PostBody html={undefined} />);
    expect(screen.getByText('This post has no body yet.')).toBeInTheDocument();
    unmount();
    await act(async () => render(<PostBody html={'<script>window.__xss=4</script>'} />));
    expect(await screen.findByText('This post has no body yet.')).toBeInTheDocument();
  });
});
