import * as v from 'valibot';
import { stock } from '../../content/images.ts';
import type { Collection } from './collections.ts';
import { imageItemSchema, type ImageItem } from './schemas.ts';

export const defaultImageItems: ImageItem[] = [
  { id: '1', title: 'Studio table, brand guidelines', category: 'slider', url: stock('photo-1558655146-d09347e92766'), uploadDate: '2026-01-12' },
  { id: '2', title: 'Website sketches and laptop', category: 'slider', url: stock('photo-1460925895917-afdab827c52f'), uploadDate: '2026-01-12' },
];

export const imagesCollection: Collection<ImageItem> = {
  key: 'cms-image-items',
  label: 'images',
  schema: v.array(imageItemSchema),
  defaults: defaultImageItems,
};
