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
