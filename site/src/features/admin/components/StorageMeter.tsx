import { useId, useSyncExternalStore } from 'react';
import { subscribe } from '../../../lib/storage/index.ts';
import { formatSize, QUOTA_CHARS, usedChars } from '../storageUsage.ts';

/** How much of the browser's storage this site uses, updated on every change. */
export function StorageMeter() {
  const used = useSyncExternalStore(subscribe, usedChars, () => 0);
  const labelId = useId();
  const percent = Math.min(100, Math.round((used / QUOTA_CHARS) * 100));
  return (
    <div>
      <p className="text-sm" id={labelId}>
        Storage used: <strong>{formatSize(used)}</strong> of about {formatSize(QUOTA_CHARS)} ({percent}%)
      </p>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className={`h-full ${percent > 85 ? 'bg-accent-dark' : 'bg-teal'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
