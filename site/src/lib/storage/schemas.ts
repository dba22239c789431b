import * as v from 'valibot';
import { blogCategories, portfolioCategories } from '../../content/categories.ts';

/** Shapes of what the site keeps in localStorage; every read is checked against them. */

const text = v.string();
const id = v.pipe(v.string(), v.minLength(1));

export const portfolioItemSchema = v.object({
  id,
  title: text,
  description: text,
  image: text,
  category: v.picklist(portfolioCategories),
  featured: v.optional(v.boolean()),
});

export const blogPostSchema = v.object({
  // Written in digits in its URL (/blog/12): the server relies on it (integerParams in content/paths.ts).
  id: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  title: text,
  excerpt: text,
  content: v.optional(text),
  date: text,
  author: text,
  image: text,
  category: v.picklist(blogCategories),
});

export const contentItemSchema = v.object({
  id,
  title: text,
  section: text,
  content: text,
});

export const imageItemSchema = v.object({
  id,
  title: text,
  category: text,
  url: text,
  uploadDate: text,
});

export type ContentItem = v.InferOutput<typeof contentItemSchema>;
export type ImageItem = v.InferOutput<typeof imageItemSchema>;
