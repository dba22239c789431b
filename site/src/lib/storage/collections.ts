import * as v from 'valibot';
import { defaultPortfolio, type PortfolioItem } from '../../content/portfolio.ts';
import { defaultPosts, type BlogPost } from '../../content/posts.ts';
import { stock } from '../../content/images.ts';
import {
  blogPostSchema,
  contentItemSchema,
  imageItemSchema,
  portfolioItemSchema,
  type ContentItem,
  type ImageItem,
} from './schemas.ts';

/** One JSON list kept under one localStorage key. */
export type Collection<T> = {
  key: string;
  /** What the owner calls it, in messages. */
  label: string;
  schema: v.GenericSchema<unknown, T[]>;
  defaults: readonly T[];
};

/** The key under which an unreadable value is kept until the owner discards it. */
export const backupKey = (key: string) => `${key}:unreadable`;

/** The authentication flag's key and its fixed demo value. */
export const AUTH_KEY = 'cms-auth';
export const AUTH_VALUE = 'demo-admin-authenticated';

export const defaultContentItems: ContentItem[] = [
  { id: '1', title: 'Landing heading', section: 'hero', content: 'Design that makes a difference' },
  {
    id: '2',
    title: 'Landing introduction',
    section: 'hero',
    content:
      'Chowk is a Mumbai design studio for branding, print, digital and space. We make identities, packaging, websites and rooms for businesses that want to be understood at a glance, in every language their customers speak.',
  },
];

export const defaultImageItems: ImageItem[] = [
  { id: '1', title: 'Studio table, brand guidelines', category: 'slider', url: stock('photo-1558655146-d09347e92766'), uploadDate: '2026-01-12' },
  { id: '2', title: 'Website sketches and laptop', category: 'slider', url: stock('photo-1460925895917-afdab827c52f'), uploadDate: '2026-01-12' },
];

export const collections = {
  posts: {
    key: 'blog-posts',
    label: 'blog posts',
    schema: v.array(blogPostSchema),
    defaults: defaultPosts,
  } satisfies Collection<BlogPost>,
  portfolio: {
    key: 'cms-portfolio-items',
    label: 'portfolio items',
    schema: v.array(portfolioItemSchema),
    defaults: defaultPortfolio,
  } satisfies Collection<PortfolioItem>,
  content: {
    key: 'cms-content-items',
    label: 'content items',
    schema: v.array(contentItemSchema),
    defaults: defaultContentItems,
  } satisfies Collection<ContentItem>,
  images: {
    key: 'cms-image-items',
    label: 'images',
    schema: v.array(imageItemSchema),
    defaults: defaultImageItems,
  } satisfies Collection<ImageItem>,
};

export type CollectionName = keyof typeof collections;
