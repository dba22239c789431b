import * as v from 'valibot';
import { blogPostSchema, contentItemSchema, imageItemSchema, portfolioItemSchema } from './schemas.ts';

/**
 * Every CMS collection in one JSON document: the admin's export and import
 * file, and the site's published content (site/published/content.json),
 * which `make publish` writes from an export and the build reads. One
 * definition for all three, so that what the admin exports is exactly what
 * can be published.
 */
export const EXPORT_FORMAT = 'chowk-studio-cms';
export const EXPORT_VERSION = 1;
/** An export is never larger than the whole storage quota: a larger file cannot be one. */
export const MAX_EXPORT_BYTES = 6 * 1024 * 1024;

export const bundleSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  exportedAt: v.optional(v.string()),
  data: v.object({
    posts: v.array(blogPostSchema),
    portfolio: v.array(portfolioItemSchema),
    content: v.array(contentItemSchema),
    images: v.array(imageItemSchema),
  }),
});

export type Bundle = v.InferOutput<typeof bundleSchema>;
export type BundleData = Bundle['data'];

/** An item as text, its fields in one order whatever order they came in. */
const canonical = (item: object) => JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))));

/**
 * One collection's changes against what it held before, by id (whatever the
 * order of an item's fields): the ids added and changed, in the order the
 * collection has them now, and the ids removed, in the order it had them.
 * What `make publish` reports, and what the admin counts against the
 * published content.
 */
export function changesById(now: readonly { id: string | number }[], before: readonly { id: string | number }[]): { added: string[]; changed: string[]; removed: string[] } {
  const old = new Map(before.map((item) => [String(item.id), canonical(item)]));
  const current = new Map(now.map((item) => [String(item.id), canonical(item)]));
  return {
    added: [...current.keys()].filter((id) => !old.has(id)),
    changed: [...current.keys()].filter((id) => old.has(id) && old.get(id) !== current.get(id)),
    removed: [...old.keys()].filter((id) => !current.has(id)),
  };
}
