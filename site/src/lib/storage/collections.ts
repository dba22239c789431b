import * as v from 'valibot';
import publishedContent from 'virtual:published/content';
import { defaultPortfolio, type PortfolioItem } from '../../content/portfolio.ts';
import { contentItemSchema, portfolioItemSchema, type ContentItem } from './schemas.ts';

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

/**
 * The spec's auth flag: its key and fixed demo value, written on login and
 * removed on logout. Nothing reads it: the logged-in state is held in
 * memory, so a reload shows the login again, as the spec asks.
 */
export const AUTH_KEY = 'cms-auth';
export const AUTH_VALUE = 'demo-admin-authenticated';

/** The published content items (site/published/content.json): the landing heading and introduction among them. */
export const defaultContentItems: ContentItem[] = publishedContent;

// One module per collection (posts.ts, images.ts beside this file), so the
// home page's bundle does not carry the other lists' defaults, such as the
// posts' HTML bodies. These two are the ones the home page reads.
export const portfolioCollection: Collection<PortfolioItem> = {
  key: 'cms-portfolio-items',
  label: 'portfolio items',
  schema: v.array(portfolioItemSchema),
  defaults: defaultPortfolio,
};
export const contentCollection: Collection<ContentItem> = {
  key: 'cms-content-items',
  label: 'content items',
  schema: v.array(contentItemSchema),
  defaults: defaultContentItems,
};
