import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissingNotice } from './MissingNotice.tsx';

describe('MissingNotice', () => {
  it('is a region named by its heading, with the message and the way back after it', () => {
    render(
      <MissingNotice kicker={<p>Journal</p>} title="Blog Post Not Found" message="The blog post you're looking for doesn't exist or has been removed.">
        <a href="/blog">Return to Blog</a>
      </MissingNotice>,
    );
    const region = screen.getByRole('region', { name: 'Blog Post Not Found' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }));
    expect(region).toHaveTextContent(/^JournalBlog Post Not FoundThe blog post you're looking for doesn't exist or has been removed\.Return to Blog$/);
  });

  it('gives each notice its own heading id, so two never label each other', () => {
    render(
      <>
        <MissingNotice kicker={null} title="One" message="a">
          <span />
        </MissingNotice>
        <MissingNotice kicker={null} title="Two" message="b">
          <span />
        </MissingNotice>
      </>,
    );
    expect(screen.getByRole('region', { name: 'One' })).not.toBe(screen.getByRole('region', { name: 'Two' }));
  });
});
