import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { toasterMounted } from '../../lib/toaster.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { HomeContactForm } from './HomeContactForm.tsx';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

describe('HomeContactForm', () => {
  beforeAll(async () => toasterMounted(await import('sonner'))); // the layout's toast region, which this test does not render
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each error by its field, linked with aria-describedby, and clears it when that field is edited', () => {
    renderWithRouter(<HomeContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter your message');
    expect(name).toHaveFocus();

    fireEvent.change(name, { target: { value: 'A' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
  });

  it("sends for 1.5 s ('Sending...', disabled), then toasts 'Message sent' and clears the form", async () => {
    renderWithRouter(<HomeContactForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A new shopfront' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(toast.success).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent', { description: "We'll get back to you as soon as possible." }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
