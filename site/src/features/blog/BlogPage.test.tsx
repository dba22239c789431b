import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPosts } from '../../content/posts.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { BlogPage } from './BlogPage.tsx';
import { relatedPosts } from './usePosts.ts';

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...defaultPosts[0], id: i + 1, title: `Post ${i + 1}` }));

describe('blog page', () => {
  it('lists the four default posts with All chosen, and no Load More', () => {
    renderWithRouter(<BlogPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('filters by one category at a time', () => {
    renderWithRouter(<BlogPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Typography' }));
    expect(screen.getByRole('radio', { name: 'Typography' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Sustainability' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No posts in Sustainability yet.')).toBeInTheDocument();
  });

  it("shows 'Load More' only when more than 6 posts are listed", () => {
    localStorage.setItem('blog-posts', JSON.stringify(many(6)));
    const { unmount } = renderWithRouter(<BlogPage />);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    unmount();
    localStorage.setItem('blog-posts', JSON.stringify(many(7)));
    renderWithRouter(<BlogPage />);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(7); // it does nothing
  });

  it("fetches the first card's photo first, a phone's largest paint, and the others lazily", () => {
    const { container } = renderWithRouter(<BlogPage />);
    const photos = [...container.querySelectorAll('article img')];
    expect(photos).toHaveLength(4);
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it("links 'Read more' to /blog/{id}", () => {
    renderWithRouter(<BlogPage />);
    expect(screen.getAllByRole('link', { name: /Read more/ })[0]).toHaveAttribute('href', '/blog/1');
  });
});

describe('related posts', () => {
  it('gives up to 3 posts of the same category, never the post itself', () => {
    const posts = many(6);
    const related = relatedPosts(posts, posts[0]);
    expect(related.map((p) => p.id)).toEqual([2, 3, 4]);
    expect(relatedPosts([posts[0], { ...posts[1], category: 'Typography' }], posts[0])).toEqual([]);
  });
});
