import { notify } from '../../../lib/toaster.ts';
import { backupKey, discardUnreadable, unreadableText, useCollection, type Collection } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { dangerButton, smallButton } from './Panel.tsx';
import { download } from '../download.ts';

/** One warning per collection whose stored value could not be read, with a way to save or drop it. */
export function StorageWarnings({ confirm }: { confirm: (title: string, body: string, label?: string) => Promise<boolean> }) {
  return (
    <>
      {Object.values(collections).map((c) => (
        <Warning key={c.key} collection={c as Collection<unknown>} confirm={confirm} />
      ))}
    </>
  );
}

function Warning({ collection, confirm }: { collection: Collection<unknown>; confirm: (title: string, body: string, label?: string) => Promise<boolean> }) {
  const [state] = useCollection(collection);
  if (!state.problem && state.backup === null) return null;

  const message = state.problem
    ? state.problem.message
    : `An unreadable earlier value of the ${collection.label} was kept when you saved over it.`;
  // Both, when the list turned unreadable again after a save kept an earlier value.
  const keys = [state.backup !== null && backupKey(collection.key), state.problem && collection.key].filter(Boolean);
  const where = keys.map((k) => `“${k}”`).join(' and ');

  async function discard() {
    if (!(await confirm(`Discard the unreadable ${collection.label}?`, 'Download it first if you might need it. This cannot be undone.', 'Discard'))) return;
    const r = discardUnreadable(collection);
    if (r.ok) notify.success(`Unreadable ${collection.label} discarded`);
    else notify.error('Not discarded', { description: r.message });
  }

  return (
    <div role="alert" className="rounded-[var(--radius-card)] border border-accent-dark/40 bg-[#fdf0ea] p-4 text-sm">
      <p className="font-semibold text-accent-dark">Some saved {collection.label} could not be read</p>
      <p className="mt-1">
        {message} The unreadable data is kept (under the {keys.length > 1 ? 'keys' : 'key'} {where}) until you discard it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={() => download(`${collection.key}-unreadable.txt`, unreadableText(collection) ?? '', 'text/plain')}>
          Download the unreadable data
        </button>
        <button type="button" className={dangerButton} onClick={discard}>
          Discard it
        </button>
      </div>
    </div>
  );
}
