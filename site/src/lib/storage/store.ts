import * as v from 'valibot';
import { backupKey, type Collection } from './collections.ts';
import { getItem, removeItem, setItem, type StorageFailure } from './safeLocalStorage.ts';

/** Why a stored value could not be used. */
export type ReadProblem = {
  kind: 'not-json' | 'wrong-shape';
  /** A sentence for the owner naming what was unreadable. */
  message: string;
};

export type ReadResult<T> = {
  items: readonly T[];
  /** 'stored' when the items came from localStorage, 'defaults' otherwise. */
  source: 'stored' | 'defaults';
  /** Set when the stored value is unreadable; the items are then the defaults. */
  problem?: ReadProblem;
  /** The raw text of an unreadable value kept from an earlier save, if any. */
  backup: string | null;
};

export type WriteResult = { ok: true } | ({ ok: false } & StorageFailure);

const CHANGE_EVENT = 'studio-storage-change';

// Reads are cached per key on the raw string, so a render never parses twice
// and useSyncExternalStore sees a stable snapshot.
const cache = new Map<string, { raw: string | null; backup: string | null; result: ReadResult<unknown> }>();

/** Reads a collection. Never throws: bad data yields the defaults and a problem. */
export function read<T>(c: Collection<T>): ReadResult<T> {
  const raw = getItem(c.key);
  const backup = getItem(backupKey(c.key));
  const hit = cache.get(c.key);
  if (hit && hit.raw === raw && hit.backup === backup) return hit.result as ReadResult<T>;
  const result = parse(c, raw, backup);
  cache.set(c.key, { raw, backup, result });
  return result;
}

// One result object per collection for "nothing stored": the prerender's
// snapshot (useCollection's server snapshot) and a first visit's read are
// then the same object, so React has no reason to render the page again
// once it has hydrated it.
const nothingStored = new Map<string, ReadResult<unknown>>();

/** The defaults, as read when nothing (not even a backup) is stored. */
export function defaultsSnapshot<T>(c: Collection<T>): ReadResult<T> {
  let s = nothingStored.get(c.key);
  if (!s) {
    s = { items: c.defaults, source: 'defaults', backup: null };
    nothingStored.set(c.key, s);
  }
  return s as ReadResult<T>;
}

function parse<T>(c: Collection<T>, raw: string | null, backup: string | null): ReadResult<T> {
  if (raw === null) return backup === null ? defaultsSnapshot(c) : { items: c.defaults, source: 'defaults', backup };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {
      items: c.defaults,
      source: 'defaults',
      backup,
      problem: { kind: 'not-json', message: `The stored ${c.label} are not valid JSON, so the defaults are shown.` },
    };
  }
  const checked = v.safeParse(c.schema, data);
  if (!checked.success) {
    const issue = checked.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') || 'the list';
    return {
      items: c.defaults,
      source: 'defaults',
      backup,
      problem: { kind: 'wrong-shape', message: `The stored ${c.label} do not have the expected shape (${where}: ${issue.message}), so the defaults are shown.` },
    };
  }
  return { items: checked.output, source: 'stored', backup };
}

/**
 * Saves a collection. An unreadable value already under the key is first
 * copied to its backup key (after any unreadable value kept there before),
 * so nothing is overwritten silently. On failure nothing changes and the
 * result says why.
 */
export function write<T>(c: Collection<T>, items: readonly T[]): WriteResult {
  if (read(c).problem) {
    const failed = setItem(backupKey(c.key), unreadableText(c) ?? '');
    if (failed) return { ok: false, ...failed };
  }
  const failed = setItem(c.key, JSON.stringify(items));
  if (failed) return { ok: false, ...failed };
  notify(c.key);
  return { ok: true };
}

/** Forgets the stored list (and any kept unreadable value): the defaults come back. */
export function reset<T>(c: Collection<T>): WriteResult {
  const failed = removeItem(c.key) ?? removeItem(backupKey(c.key));
  if (failed) return { ok: false, ...failed };
  notify(c.key);
  return { ok: true };
}

/** Drops the unreadable value the owner chose to discard. */
export function discardUnreadable<T>(c: Collection<T>): WriteResult {
  if (read(c).problem) {
    const failed = removeItem(c.key);
    if (failed) return { ok: false, ...failed };
  }
  const failed = removeItem(backupKey(c.key));
  if (failed) return { ok: false, ...failed };
  notify(c.key);
  return { ok: true };
}

/**
 * The raw text of every unreadable value, kept and current, for the owner to
 * download: a value that turned unreadable again after a save over an
 * earlier one comes after it.
 */
export function unreadableText<T>(c: Collection<T>): string | null {
  const r = read(c);
  if (!r.problem) return r.backup;
  const raw = getItem(c.key) ?? '';
  if (r.backup === null || r.backup === raw) return raw;
  // Already at its end when a save kept it and then failed to write the list.
  const after = `\n\n${raw}`;
  return r.backup.endsWith(after) ? r.backup : r.backup + after;
}

/** Calls back when any stored value changes, in this tab or another one. */
export function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea === null || e.storageArea === window.localStorage) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function notify(key: string) {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}
