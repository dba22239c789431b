import * as v from 'valibot';
import publishedImages from 'virtual:published/images';
import type { Collection } from './collections.ts';
import { imageItemSchema, type ImageItem } from './schemas.ts';

/** The published image library (site/published/content.json). */
export const defaultImageItems: ImageItem[] = publishedImages;

export const imagesCollection: Collection<ImageItem> = {
  key: 'cms-image-items',
  label: 'images',
  schema: v.array(imageItemSchema),
  defaults: defaultImageItems,
};
