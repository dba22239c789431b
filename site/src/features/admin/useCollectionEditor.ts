import { useEffect, useId, useState } from 'react';
import { notify } from '../../lib/toaster.ts';
import { read, useCollection, type Collection } from '../../lib/storage/index.ts';

/** Asks the owner a yes/no question in the admin's dialog (useConfirm). */
export type Confirm = (title: string, body: string, confirmLabel?: string) => Promise<boolean>;

type Options = {
  confirm: Confirm;
  /** Called whenever the form starts afresh (an edit begins, or add mode returns): editors clear their shown errors. */
  onFresh?: () => void;
};

/** Whether two flat forms hold the same values, field by field. */
export function sameForm<F extends object>(a: F, b: F): boolean {
  const keys = Object.keys(a) as (keyof F)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * Add/edit mode for one collection's editor; `blank` makes the add form.
 * Every save goes through commit(), which toasts the outcome; a failed save
 * leaves the form as it was, so nothing the owner typed is lost. `unsaved`
 * says whether the form differs from what it started as (blank, or the item
 * being edited); starting to edit another item then asks before the typing
 * is thrown away. Give the editor's form the id `formId`: when an edit
 * begins, the form's panel comes to the top of the screen with the caret in
 * its first field, since the Edit button can be a long way below the form (a
 * phone stacks the form above the list).
 */
export function useCollectionEditor<T extends { id: string | number }, F extends object>(c: Collection<T>, blank: () => F, toForm: (item: T) => F, { confirm, onFresh }: Options) {
  const [stored, save] = useCollection(c);
  const [editingId, setEditingId] = useState<T['id'] | null>(null);
  const [form, setForm] = useState<F>(blank);
  const [start, setStart] = useState<F>(() => form);
  const unsaved = !sameForm(form, start);
  const formId = useId();
  const [editsBegun, setEditsBegun] = useState(0);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (editsBegun === 0 || !form) return;
    // Instant: the jump can be the length of the list, and it answers a click.
    (form.closest('section') ?? form).scrollIntoView({ block: 'start', behavior: 'instant' });
    form.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [editsBegun, formId]);

  const begin = (id: T['id'] | null, values: F) => {
    setEditingId(id);
    setStart(values);
    setForm(values);
    onFresh?.();
  };
  /** Fills the form with an item; with unsaved typing in it, only once the owner agrees to discard that. */
  const startEdit = async (item: T) => {
    if (unsaved && !(await confirm('Discard your changes?', 'What you typed in this form has not been saved. Edit the other item instead?', 'Discard'))) return;
    begin(item.id, toForm(item));
    setEditsBegun((n) => n + 1);
  };
  /** Back to add mode, with a blank form made now (a post's date is today's). */
  const reset = () => begin(null, blank());
  const commit = (items: readonly T[], success: string): boolean => {
    const result = save(items);
    if (!result.ok) {
      notify.error('Not saved', { description: result.message });
      return false;
    }
    notify.success(success);
    return true;
  };
  /**
   * Saves the form's values over the item being edited, as the list stands
   * now. Another tab (or an import) may have changed the list since the edit
   * began, and a plain save would lose something without a word:
   * - the item was changed there (or by a reset to the defaults): the owner
   *   is asked before their version replaces that change;
   * - the item is gone (deleted, or a reset): nothing is saved, the owner is
   *   told, and the form, still holding what was typed, becomes an add form.
   */
  const commitEdit = async (values: Partial<T>, success: string): Promise<boolean> => {
    const edited = (items: readonly T[]) => items.find((i) => i.id === editingId);
    const before = edited(read(c).items);
    if (before && !sameForm(toForm(before), start) && !(await confirm(EDITED_ELSEWHERE.title, EDITED_ELSEWHERE.body, EDITED_ELSEWHERE.confirm))) return false;
    const items = read(c).items; // as it stands once the owner has answered
    if (!edited(items)) {
      notify.error('Not saved', { description: EDITED_ITEM_GONE });
      setEditingId(null);
      setStart(blank()); // the typed form now differs from a blank one: still guarded as unsaved
      return false;
    }
    return commit(items.map((i) => (i.id === editingId ? { ...i, ...values } : i)), success);
  };
  /**
   * Deletes an item; deleting the one being edited returns the form to add
   * mode. From the list as it stands now: this runs after the owner answers
   * the confirm dialog, and another tab may have saved in the meantime.
   */
  const remove = (id: T['id'], success: string) => {
    if (commit(read(c).items.filter((i) => i.id !== id), success) && id === editingId) reset();
  };

  return { items: stored.items, formId, editingId, mode: editingId === null ? ('add' as const) : ('edit' as const), form, setForm, unsaved, startEdit, reset, commit, commitEdit, remove };
}

export const EDITED_ELSEWHERE = {
  title: 'Save over a change made elsewhere?',
  body: 'This item was changed after you began editing it: in another tab, or by an import or a reset. Save puts your version in its place; Cancel keeps that change, and what you typed stays in the form.',
  confirm: 'Save',
};

export const EDITED_ITEM_GONE =
  'The item you were editing is no longer in the list: it was deleted in another tab, or by a reset or an import. What you typed is still in the form, which now adds it as a new item.';

/** A timestamp id, as the spec asks, that never repeats one already in the list. */
export function timestampId(existing: readonly { id: string }[], now = Date.now()): string {
  let n = now;
  while (existing.some((i) => i.id === String(n))) n++;
  return String(n);
}

/** New blog post id: the highest existing id plus 1, or 1 when there is none. */
export function nextPostId(existing: readonly { id: number }[]): number {
  return existing.reduce((max, p) => Math.max(max, p.id), 0) + 1;
}
