import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPosts } from '../../../content/posts.ts';
import { postsCollection as posts } from '../../../lib/storage/posts.ts';
import { write } from '../../../lib/storage/index.ts';
import { download } from '../download.ts';
import { StorageWarnings } from './StorageWarnings.tsx';

vi.mock('../download.ts', () => ({ download: vi.fn() }));

const post = { ...defaultPosts[0], id: 10, title: 'Stored post' };
const confirm = () => Promise.resolve(false);

describe('admin: unreadable stored data', () => {
  it('names the key that holds the unreadable value and downloads it', async () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    render(<StorageWarnings confirm={confirm} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('The unreadable data is kept (under the key “blog-posts”) until you discard it.');
    await userEvent.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(download).toHaveBeenLastCalledWith('blog-posts-unreadable.txt', 'corrupted!', 'text/plain');
  });

  it('a list that turned unreadable again after a save kept an earlier value: both keys named, both values downloaded', async () => {
    localStorage.setItem('blog-posts', 'corrupted!');
    write(posts, [post]);
    localStorage.setItem('blog-posts', 'corrupted again');
    render(<StorageWarnings confirm={confirm} />);
    expect(screen.getByRole('alert')).toHaveTextContent('(under the keys “blog-posts:unreadable” and “blog-posts”)');
    await userEvent.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(download).toHaveBeenLastCalledWith('blog-posts-unreadable.txt', 'corrupted!\n\ncorrupted again', 'text/plain');
  });
});
