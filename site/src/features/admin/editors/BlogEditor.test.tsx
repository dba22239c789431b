import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../../content/posts.ts';
import { toasterMounted } from '../../../lib/toaster.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { BlogEditor } from './BlogEditor.tsx';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const KEY = 'blog-posts';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { id: number; date: string }[] | null;

describe('BlogEditor’s date', () => {
  beforeAll(async () => {
    toasterMounted(await import('sonner'));
    Element.prototype.scrollIntoView = () => {};
  });
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('is a date control that opens a stored written date as its day', () => {
    renderWithRouter(<BlogEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: `Edit ${defaultPosts[0].title}` }));
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2026-10-14'); // 'October 14, 2026'
  });

  it('keeps a stored date no calendar reads, and says so, until a day is picked', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...defaultPosts[0], date: 'Monsoon 2026' }]));
    renderWithRouter(<BlogEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: `Edit ${defaultPosts[0].title}` }));
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByText('Kept as written, “Monsoon 2026”, until you pick a day.')).toBeInTheDocument();
    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Edit blog post' })));
    expect(toast.success).toHaveBeenCalledWith('Blog post updated successfully');
    expect(stored()![0].date).toBe('Monsoon 2026');
  });
});
