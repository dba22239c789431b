import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPortfolio } from '../../../content/portfolio.ts';
import { toasterMounted } from '../../../lib/toaster.ts';
import { otherTabWrites } from '../../../test/otherTab.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { EDITED_ELSEWHERE, EDITED_ITEM_GONE } from '../useCollectionEditor.ts';
import { PortfolioEditor } from './PortfolioEditor.tsx';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof import('sonner')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const KEY = 'cms-portfolio-items';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { id: string; title: string }[] | null;

describe('PortfolioEditor', () => {
  beforeAll(async () => {
    toasterMounted(await import('sonner'));
    Element.prototype.scrollIntoView = () => {}; // jsdom has none; the editor scrolls its form into view when an edit begins
  });
  beforeEach(() => vi.clearAllMocks());

  it('an empty save toasts the spec’s message and names each missing field under it, as the contact form does', async () => {
    renderWithRouter(<PortfolioEditor confirm={async () => true} onUnsavedChange={() => {}} />);
    const form = screen.getByRole('form', { name: 'Add a portfolio item' });
    expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid'); // nothing is said before a save is tried
    await act(async () => void fireEvent.submit(form));
    expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields');
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Please enter a title');
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription('Please enter a description');
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription('Please choose a category');
    expect(screen.getByLabelText(/^Image URL/)).toHaveAccessibleDescription(/^Please enter an image URL or pick one from the library /);
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Dadar signs' } });
    expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid'); // a filled field says nothing more
    expect(screen.queryByText('Please enter a title')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('an edit whose item was deleted in another tab is not saved silently: the owner is told, nothing is written, and the typed text becomes an add form', async () => {
    const onUnsavedChange = vi.fn();
    renderWithRouter(<PortfolioEditor confirm={async () => true} onUnsavedChange={onUnsavedChange} />);
    const byculla = defaultPortfolio.find((i) => i.title === 'Byculla Irani Café')!;
    fireEvent.click(screen.getByRole('button', { name: 'Edit Byculla Irani Café' }));
    const editForm = screen.getByRole('form', { name: 'Edit portfolio item' });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Byculla Irani Café, reopened' } });

    const withoutIt = defaultPortfolio.filter((i) => i.id !== byculla.id);
    otherTabWrites(KEY, withoutIt);
    expect(screen.queryByRole('button', { name: 'Edit Byculla Irani Café' })).toBeNull(); // the list follows the other tab

    await act(async () => void fireEvent.submit(editForm));
    expect(toast.error).toHaveBeenCalledWith('Not saved', { description: EDITED_ITEM_GONE });
    expect(toast.success).not.toHaveBeenCalled();
    expect(stored()).toEqual(withoutIt); // the other tab's list, untouched
    const addForm = screen.getByRole('form', { name: 'Add a portfolio item' });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Byculla Irani Café, reopened');
    expect(screen.getByLabelText(/^Description/)).toHaveValue(byculla.description);
    expect(onUnsavedChange).toHaveBeenLastCalledWith(true); // still guarded against leaving

    await act(async () => void fireEvent.submit(addForm));
    expect(toast.success).toHaveBeenCalledWith('New portfolio item added');
    const saved = stored()!;
    expect(saved).toHaveLength(defaultPortfolio.length);
    expect(saved.at(-1)).toMatchObject({ title: 'Byculla Irani Café, reopened', description: byculla.description, category: byculla.category });
    expect(saved.at(-1)!.id).not.toBe(byculla.id);
  });

  it('an edit of an item still in the list, which another tab left alone, saves over it in its place without asking', async () => {
    const confirm = vi.fn();
    renderWithRouter(<PortfolioEditor confirm={confirm} onUnsavedChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tiffin Line' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Tiffin Line app' } });
    otherTabWrites(KEY, defaultPortfolio.filter((i) => i.title !== 'Byculla Irani Café')); // another item goes
    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Edit portfolio item' })));
    expect(confirm).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Portfolio item updated');
    const titles = stored()!.map((i) => i.title);
    expect(titles).toHaveLength(defaultPortfolio.length - 1);
    expect(titles).not.toContain('Byculla Irani Café');
    expect(titles[defaultPortfolio.findIndex((i) => i.title === 'Tiffin Line') - 1]).toBe('Tiffin Line app');
  });

  it('an edit whose item was changed in another tab asks before saving over that change; Cancel saves nothing and keeps the typing', async () => {
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithRouter(<PortfolioEditor confirm={confirm} onUnsavedChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tiffin Line' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Tiffin Line app' } });
    const changedThere = defaultPortfolio.map((i) => (i.title === 'Tiffin Line' ? { ...i, description: 'Rewritten in the other tab.' } : i));
    otherTabWrites(KEY, changedThere);

    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Edit portfolio item' })));
    expect(confirm).toHaveBeenLastCalledWith(EDITED_ELSEWHERE.title, EDITED_ELSEWHERE.body, EDITED_ELSEWHERE.confirm);
    expect(toast.success).not.toHaveBeenCalled();
    expect(stored()).toEqual(changedThere);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Tiffin Line app'); // still editing, the typing kept
    screen.getByRole('form', { name: 'Edit portfolio item' });

    await act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Edit portfolio item' })));
    expect(toast.success).toHaveBeenCalledWith('Portfolio item updated');
    const tiffin = defaultPortfolio.find((i) => i.title === 'Tiffin Line')!;
    expect(stored()!.find((i) => i.id === tiffin.id)).toMatchObject({ title: 'Tiffin Line app', description: tiffin.description });
  });

  it('a delete confirmed after another tab saved keeps that tab’s change: the list is read as it stands once the owner answers', async () => {
    let answer!: (ok: boolean) => void;
    const confirm = () => new Promise<boolean>((resolve) => (answer = resolve));
    renderWithRouter(<PortfolioEditor confirm={confirm} onUnsavedChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tiffin Line' })); // the dialog is open
    otherTabWrites(KEY, defaultPortfolio.filter((i) => i.title !== 'Byculla Irani Café'));
    await act(async () => answer(true));
    expect(toast.success).toHaveBeenCalledWith('Portfolio item deleted');
    const titles = stored()!.map((i) => i.title);
    expect(titles).toHaveLength(defaultPortfolio.length - 2);
    expect(titles).not.toContain('Byculla Irani Café'); // not brought back by a stale list
    expect(titles).not.toContain('Tiffin Line');
  });
});
