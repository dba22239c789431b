import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('closes its tooltip on an Escape pressed the moment the tooltip appears', async () => {
    render(<IconButton label="Next slide">›</IconButton>);
    // A key that reaches the page right after the tooltip is drawn, before
    // React's passive effects run (a browser handles input before them).
    let appeared = false;
    const pressEscapeOnAppearance = new MutationObserver(() => {
      if (document.querySelector('[role="tooltip"]')) {
        appeared = true;
        pressEscapeOnAppearance.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }
    });
    pressEscapeOnAppearance.observe(document.body, { childList: true, subtree: true });

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Next slide' }), { pointerType: 'mouse' });
    await waitFor(() => expect(appeared).toBe(true));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
