import * as v from 'valibot';
import { bundleSchema, EXPORT_FORMAT, EXPORT_VERSION, MAX_EXPORT_BYTES, type Bundle } from '../../lib/storage/bundle.ts';
import { collections, type CollectionName } from '../../lib/storage/all.ts';
import { getItem, removeItem, setItem } from '../../lib/storage/safeLocalStorage.ts';
import { read, write, type WriteResult } from '../../lib/storage/store.ts';

const names = Object.keys(collections) as CollectionName[];

/** What the site currently shows for every collection, as one JSON text. */
export function exportBundle(now = new Date()): string {
  const data: Bundle['data'] = {
    posts: [...read(collections.posts).items],
    portfolio: [...read(collections.portfolio).items],
    content: [...read(collections.content).items],
    images: [...read(collections.images).items],
  };
  const bundle: Bundle = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), data };
  return JSON.stringify(bundle, null, 2);
}

export type ParseResult = { ok: true; bundle: Bundle } | { ok: false; message: string };

/** Checks an import file as strictly as stored data. Nothing is written here. */
export function parseBundle(text: string, size = text.length): ParseResult {
  if (size > MAX_EXPORT_BYTES) {
    return { ok: false, message: `That file is ${(size / 1048576).toFixed(1)} MB; an export is never larger than ${MAX_EXPORT_BYTES / 1048576} MB. Nothing was imported.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'That file is not JSON. Choose a file made by Export. Nothing was imported.' };
  }
  const checked = v.safeParse(bundleSchema, json);
  if (!checked.success) {
    const issue = checked.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') || 'the file';
    return { ok: false, message: `That file is not a studio CMS export (${where}: ${issue.message}). Nothing was imported.` };
  }
  return { ok: true, bundle: checked.output };
}

/**
 * Writes every collection of a bundle, all or nothing: if one write fails
 * (a full quota), the ones already written are put back as they were.
 */
export function importBundle(bundle: Bundle): WriteResult {
  const before = names.map((n) => [collections[n].key, getItem(collections[n].key)] as const);
  for (const n of names) {
    // write() keeps any unreadable value under its backup key first.
    const result = write(collections[n] as (typeof collections)['posts'], bundle.data[n] as Bundle['data']['posts']);
    if (!result.ok) {
      for (const [key, value] of before) {
        if (value === null) removeItem(key);
        else setItem(key, value);
      }
      return result;
    }
  }
  return { ok: true };
}
