import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { imagesCollection } from '../../../lib/storage/images.ts';
import { toasterMounted } from '../../../lib/toaster.ts';
import { otherTabWrites } from '../../../test/otherTab.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ImagesEditor } from './ImagesEditor.tsx';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

// jsdom decodes no images: the upload's scaling answers when the test says so.
let decoded!: (url: string) => void;
vi.mock('../imageFile.ts', async (original) => ({
  ...(await original<typeof import('../imageFile.ts')>()),
  imageToDataUrl: () => new Promise<string>((resolve) => (decoded = resolve)),
}));

const KEY = imagesCollection.key;
const defaults = imagesCollection.defaults;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { title: string }[] | null;

describe('ImagesEditor: another tab saving meanwhile', () => {
  beforeAll(async () => toasterMounted(await import('sonner')));
  beforeEach(() => vi.clearAllMocks());

  it('an upload that finishes after another tab saved adds to that tab’s list, not to the one shown when it began', async () => {
    renderWithRouter(<ImagesEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [new File(['x'], 'shopfront.png', { type: 'image/png' })] } });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Shopfront' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Upload an image' })); // the photo is being scaled
    const otherUpload = { id: '3', title: 'From the other tab', category: 'general', url: 'data:image/png;base64,AA==', uploadDate: '2026-11-26' };
    otherTabWrites(KEY, [...defaults, otherUpload]);
    await act(async () => decoded('data:image/webp;base64,AA=='));
    expect(toast.success).toHaveBeenCalledWith('Image uploaded successfully');
    expect(stored()!.map((i) => i.title)).toEqual([...defaults.map((i) => i.title), 'From the other tab', 'Shopfront']);
  });

  it('a delete confirmed after another tab saved keeps that tab’s change', async () => {
    let answer!: (ok: boolean) => void;
    renderWithRouter(<ImagesEditor confirm={() => new Promise<boolean>((resolve) => (answer = resolve))} onUnsavedChange={() => {}} />);
    const [first, second] = defaults;
    fireEvent.click(screen.getByRole('button', { name: `Delete ${first.title}` })); // the dialog is open
    otherTabWrites(KEY, defaults.map((i) => (i.id === second.id ? { ...i, title: 'Renamed there' } : i)));
    await act(async () => answer(true));
    expect(toast.success).toHaveBeenCalledWith('Image deleted');
    expect(stored()!.map((i) => i.title)).toEqual(['Renamed there', ...defaults.slice(2).map((i) => i.title)]);
  });
});

describe('ImagesEditor: what an upload lacks', () => {
  beforeAll(async () => toasterMounted(await import('sonner')));
  beforeEach(() => vi.clearAllMocks());

  it('an upload with no file toasts the spec’s message and says it under the file and title fields', async () => {
    renderWithRouter(<ImagesEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Upload an image' })));
    expect(toast.error).toHaveBeenCalledWith('Please select an image to upload');
    expect(screen.getByLabelText('Image file')).toHaveAccessibleDescription(/^Please select an image to upload JPEG, PNG/);
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Please enter a title for the image');
  });

  it('an upload with a file and no title toasts the title’s message and keeps the file', async () => {
    renderWithRouter(<ImagesEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [new File(['x'], 'shopfront.png', { type: 'image/png' })] } });
    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Upload an image' })));
    expect(toast.error).toHaveBeenCalledWith('Please enter a title for the image');
    expect(screen.getByLabelText('Image file')).not.toHaveAttribute('aria-invalid');
    expect(stored()).toBeNull();
  });
});
