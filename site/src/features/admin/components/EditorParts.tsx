import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { dangerButton, smallButton } from './ui.tsx';

/** Submit (Add … in add mode, Save in edit mode) and Cancel, shown in edit mode only. */
export function FormButtons({ mode, onCancel, addLabel, disabled, children }: { mode: 'add' | 'edit'; onCancel: () => void; addLabel: string; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <button type="submit" disabled={disabled} className={`${buttonStyles.primary} px-4 py-2.5`}>
        {children ?? (mode === 'add' ? addLabel : 'Save')}
      </button>
      {mode === 'edit' && (
        <button type="button" className={`${buttonStyles.secondary} px-4 py-2.5`} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}

/** Edit and Delete for one listed item, named for screen readers. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-2">
      <button type="button" className={smallButton} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button type="button" className={dangerButton} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}
