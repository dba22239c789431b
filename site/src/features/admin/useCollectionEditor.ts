import { useState } from 'react';
import { toast } from 'sonner';
import { useCollection, type Collection } from '../../lib/storage/index.ts';

/**
 * Add/edit mode for one collection's editor. Every save goes through commit(),
 * which toasts the outcome; a failed save leaves the form as it was, so
 * nothing the owner typed is lost.
 */
export function useCollectionEditor<T extends { id: string | number }, F>(c: Collection<T>, empty: F, toForm: (item: T) => F) {
  const [stored, save] = useCollection(c);
  const [editingId, setEditingId] = useState<T['id'] | null>(null);
  const [form, setForm] = useState<F>(empty);

  const startEdit = (item: T) => {
    setEditingId(item.id);
    setForm(toForm(item));
  };
  const reset = () => {
    setEditingId(null);
    setForm(empty);
  };
  const commit = (items: readonly T[], success: string): boolean => {
    const result = save(items);
    if (!result.ok) {
      toast.error('Not saved', { description: result.message });
      return false;
    }
    toast.success(success);
    return true;
  };
  /** Deletes an item; deleting the one being edited returns the form to add mode. */
  const remove = (id: T['id'], success: string) => {
    if (commit(stored.items.filter((i) => i.id !== id), success) && id === editingId) reset();
  };

  return { items: stored.items, editingId, mode: editingId === null ? ('add' as const) : ('edit' as const), form, setForm, startEdit, reset, commit, remove };
}

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
