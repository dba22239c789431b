import { useRef } from 'react';
import { notify } from '../../../lib/toaster.ts';
import { reset } from '../../../lib/storage/index.ts';
import { collections } from '../../../lib/storage/all.ts';
import { exportBundle, importBundle, parseBundle } from '../dataTransfer.ts';
import { download } from '../download.ts';
import { dangerButton, smallButton } from './Panel.tsx';
import { StorageMeter } from './StorageMeter.tsx';
import { usePublishedDifference } from '../publishedDifference.ts';
import { today } from '../today.ts';

/**
 * Export, import and reset: how the owner moves content between browsers,
 * and onto the site: an export is what `make publish` publishes. A line
 * says how far this browser's content is from what is published now.
 */
export function DataTools({ confirm }: { confirm: (title: string, body: string, label?: string) => Promise<boolean> }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const differences = usePublishedDifference();

  async function importFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const parsed = parseBundle(await file.text(), file.size);
    if (!parsed.ok) {
      notify.error('Import refused', { description: parsed.message });
      return;
    }
    const d = parsed.bundle.data;
    const summary = `${d.posts.length} blog posts, ${d.portfolio.length} portfolio items, ${d.content.length} content items and ${d.images.length} images will replace what this browser has now.`;
    if (!(await confirm('Import this file?', summary, 'Import'))) return;
    const result = importBundle(parsed.bundle);
    if (result.ok) notify.success('Import complete');
    else notify.error('Import failed, nothing changed', { description: result.message });
  }

  async function resetAll() {
    if (!(await confirm('Reset everything to the defaults?', 'All content, images, portfolio items and blog posts saved in this browser will be replaced by what the site publishes now. Export first to keep a copy.', 'Reset'))) return;
    for (const c of Object.values(collections)) {
      const r = reset(c as (typeof collections)['posts']);
      if (!r.ok) return void notify.error('Reset failed', { description: r.message });
    }
    notify.success('Everything is back to what the site publishes');
  }

  return (
    <section aria-label="Data" className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex-1 lg:min-w-56">
        <StorageMeter />
        <p role="status" className="mt-2 text-sm text-muted">
          {differences === 0
            ? 'This browser shows exactly what the site publishes.'
            : `${differences} ${differences === 1 ? 'item here differs' : 'items here differ'} from what the site publishes.`}
        </p>
        <p id="export-publishes" className="mt-1 text-sm text-muted">
          Export all data writes the file that gets published: make publish puts it on the site for every visitor.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} aria-describedby="export-publishes" onClick={() => download(`chowk-cms-${today()}.json`, exportBundle())}>
          Export all data
        </button>
        <button type="button" className={smallButton} onClick={() => fileInput.current?.click()}>
          Import data
        </button>
        <input ref={fileInput} type="file" accept="application/json,.json" className="sr-only" aria-label="Import data file" tabIndex={-1} onChange={(e) => importFile(e.target.files?.[0])} />
        <button type="button" className={dangerButton} onClick={resetAll}>
          Reset to defaults
        </button>
      </div>
    </section>
  );
}
