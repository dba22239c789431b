import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress.tsx';

describe('EmailAddress', () => {
  it('offers a line break after the @ only, and adds no text', () => {
    const { container } = render(
      <a href="mailto:hello@chowkstudio.in">
        <EmailAddress address="hello@chowkstudio.in" />
      </a>,
    );
    const link = container.querySelector('a')!;
    expect(link.textContent).toBe('hello@chowkstudio.in');
    expect(link.innerHTML).toBe('hello@<wbr>chowkstudio.in');
  });

  it('leaves a text with no @ as it is', () => {
    const { container } = render(<EmailAddress address="studio" />);
    expect(container.innerHTML).toBe('studio');
  });
});
