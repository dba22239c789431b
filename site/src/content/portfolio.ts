import type { PortfolioCategory } from './categories.ts';
import publishedPortfolio from 'virtual:published/portfolio';
import { stock } from './images.ts';

export type PortfolioItem = {
  id: string;
  title: string;
  description: string;
  image: string;
  category: PortfolioCategory;
  featured?: boolean;
};

/**
 * The studio's published projects (site/published/content.json, written by
 * `make publish`): the public grid and the admin start from these.
 */
export const defaultPortfolio: PortfolioItem[] = publishedPortfolio;

/** Five fixed images shown in every project's gallery. */
export const projectGallery = [
  { url: stock('photo-1600607687939-ce8a6c25118c'), alt: 'Material samples laid out on the studio table' },
  { url: stock('photo-1581291518857-4e27b48ff24e'), alt: 'Sketches and wireframes pinned to a board' },
  { url: stock('photo-1542744173-8e7e53415bb0'), alt: 'The team reviewing proofs with the client' },
  { url: stock('photo-1586717791821-3f44a563fa4c'), alt: 'Screens from the finished design system' },
  { url: stock('photo-1497366811353-6870744d04b2'), alt: 'The finished space in afternoon light' },
];
