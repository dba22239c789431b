/**
 * localStorage behind calls that never throw: private modes and disabled
 * storage throw on access, full quotas throw on write.
 */

export type StorageFailure = { reason: 'quota' | 'unavailable' | 'unknown'; message: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // SecurityError: storage disabled for this site
  }
}

export function getItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(key: string, value: string): StorageFailure | null {
  const s = storage();
  if (!s) return unavailable();
  try {
    s.setItem(key, value);
    return null;
  } catch (err) {
    return classify(err);
  }
}

export function removeItem(key: string): StorageFailure | null {
  const s = storage();
  if (!s) return unavailable();
  try {
    s.removeItem(key);
    return null;
  } catch (err) {
    return classify(err);
  }
}

/** Every key and value, for the usage meter and exports. */
export function entries(): [string, string][] {
  const s = storage();
  if (!s) return [];
  try {
    const out: [string, string][] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k !== null) out.push([k, s.getItem(k) ?? '']);
    }
    return out;
  } catch {
    return [];
  }
}

export function isQuotaError(err: unknown): boolean {
  return (
    err instanceof DOMException &&
    (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22 || err.code === 1014)
  );
}

function classify(err: unknown): StorageFailure {
  if (isQuotaError(err)) {
    return {
      reason: 'quota',
      message: 'The browser’s storage for this site is full. Delete some images or export your data, then try again.',
    };
  }
  if (err instanceof DOMException && err.name === 'SecurityError') return unavailable();
  return { reason: 'unknown', message: `The browser refused to save: ${err instanceof Error ? err.message : String(err)}` };
}

function unavailable(): StorageFailure {
  return {
    reason: 'unavailable',
    message: 'This browser is not letting the site save data (private browsing or storage turned off). Nothing was saved.',
  };
}
