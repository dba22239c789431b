import type { MouseEvent, ReactNode } from 'react';
import { compactButtonStyles } from '../../../components/ui/buttonStyles.ts';
import { ImagePreview } from './ImagePreview.tsx';
import { dangerButton, smallButton } from './Panel.tsx';

/** Submit (Add … in add mode, Save in edit mode) and Cancel, shown in edit mode only. */
export function FormButtons({ mode, onCancel, addLabel, disabled, children }: { mode: 'add' | 'edit'; onCancel: () => void; addLabel: string; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <button type="submit" disabled={disabled} className={compactButtonStyles.primary}>
        {children ?? (mode === 'add' ? addLabel : 'Save')}
      </button>
      {mode === 'edit' && (
        <button type="button" className={compactButtonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}

/**
 * Delete for one listed item. When the item is gone afterwards, focus moves to
 * the next item's first button (or the previous item's, or the list's
 * heading) instead of falling back to the top of the page with the removed
 * button.
 */
export function DeleteButton({ name, onDelete }: { name: string; onDelete: () => unknown }) {
  async function click(e: MouseEvent<HTMLButtonElement>) {
    const button = e.currentTarget;
    const item = button.closest('li');
    const neighbours = [item?.nextElementSibling, item?.previousElementSibling];
    const heading = button.closest('section')?.querySelector('h3');
    await onDelete();
    await new Promise((done) => setTimeout(done)); // React has committed the removal by then
    if (button.isConnected) return; // kept (cancelled, or not saved): the dialog gave focus back
    const next = neighbours.map((el) => el?.querySelector('button')).find((b) => b?.isConnected);
    (next ?? heading)?.focus();
  }
  return (
    <button type="button" className={dangerButton} onClick={click} aria-label={`Delete ${name}`}>
      Delete
    </button>
  );
}

/** Edit and Delete for one listed item, named for screen readers. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => unknown }) {
  return (
    <div className="flex shrink-0 gap-2">
      <button type="button" className={smallButton} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <DeleteButton name={name} onDelete={onDelete} />
    </div>
  );
}

/**
 * One listed item with a picture: the picture, what it says, and its Edit and
 * Delete. In a narrow list (a phone) the buttons go under the text, which
 * keeps the width the picture leaves; from 28rem they sit beside it. Under
 * 18rem (a phone zoomed to 150 %) the picture, the text and the buttons
 * stack, since beside the picture neither the text nor the buttons would fit.
 * The list is the container (`@container`), so this follows the list's width,
 * not the screen's.
 */
export function ItemRow({ title, image, onEdit, onDelete, children }: { title: string; image: string; onEdit: () => void; onDelete: () => unknown; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 py-4 @max-2xs:grid-cols-1 @md:grid-cols-[auto_minmax(0,1fr)_auto]">
      <ImagePreview url={image} alt={title} failedText="Image Not Found" className="row-span-2 h-16 w-24 rounded @max-2xs:row-span-1 @md:row-span-1" />
      <div className="wrap-anywhere">{children}</div>
      <ItemActions name={title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
