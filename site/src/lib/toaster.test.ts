import { describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

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
});
