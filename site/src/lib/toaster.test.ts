import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('showToast', () => {
  it('holds a toast raised before the toast region mounts, and shows it once the region listens', async () => {
    const { showToast, toasterMounted } = await import('./toaster.ts');
    const { toast } = await import('sonner');
    showToast((t) => t.success('Message sent'));
    await new Promise((r) => setTimeout(r, 20));
    expect(toast.success).not.toHaveBeenCalled();
    toasterMounted(await import('sonner'));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent'));
    // Once the region listens, a toast is shown at once, in the same task.
    showToast((t) => t.success('Again'));
    expect(toast.success).toHaveBeenLastCalledWith('Again');
  });

  it("the admin's notify.success and notify.error reach the region's library with every argument", async () => {
    const { notify, toasterMounted } = await import('./toaster.ts');
    const { toast } = await import('sonner');
    toasterMounted(await import('sonner'));
    notify.success('Image uploaded successfully');
    notify.error('Not saved', { description: 'The browser’s storage is full.' });
    expect(toast.success).toHaveBeenLastCalledWith('Image uploaded successfully');
    expect(toast.error).toHaveBeenLastCalledWith('Not saved', { description: 'The browser’s storage is full.' });
  });
});
