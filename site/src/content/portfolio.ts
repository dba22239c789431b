import type { PortfolioCategory } from './categories.ts';
import { stock } from './images.ts';

export type PortfolioItem = {
  id: string;
  title: string;
  description: string;
  image: string;
  category: PortfolioCategory;
  featured?: boolean;
};

/** The studio's twelve published projects: the public grid and the admin start from these. */
export const defaultPortfolio: PortfolioItem[] = [
  {
    id: '1',
    title: 'Byculla Irani Café',
    description:
      'A full identity for a 1930s Irani café reopening under the founder’s granddaughter: a wordmark redrawn from its hand-painted signboard, a bentwood-chair pattern for cups and bags, and menus that still list bun maska first.',
    image: stock('photo-1554118811-1e0d58224f24'),
    category: 'branding',
  },
  {
    id: '2',
    title: 'Sassoon Dock Art Week',
    description:
      'Posters, a risograph programme and ferry-ticket entry passes for a week of installations at Sassoon Dock, printed in two inks, fluorescent pink and teal, at a press in Lower Parel.',
    image: stock('photo-1561070791-2526d30994b5'),
    category: 'print',
    featured: true,
  },
  {
    id: '3',
    title: 'Tiffin Line',
    description:
      'Ordering app and website for a kitchen that delivers 2,000 home-cooked lunches a day across Andheri and Bandra, designed so a weekly plan can be changed in three taps on a crowded train.',
    image: stock('photo-1512941937669-90a1b58e7e9c'),
    category: 'digital',
  },
  {
    id: '4',
    title: 'Pali Hill Reading Room',
    description:
      'A 900 sq ft reading room and café in a 1940s Pali Hill bungalow: teak shelving on castors, lime-plastered walls, and a window seat built around the old mango tree.',
    image: stock('photo-1524758631624-e2822e304c36'),
    category: 'space-design',
  },
  {
    id: '5',
    title: 'Versova Catch',
    description:
      'Identity for a fisherwomen’s cooperative in Versova that sells straight to restaurants: a mark built from net knots, colour-coded crate labels and livery for three delivery vans.',
    image: stock('photo-1558655146-9f40138edfeb'),
    category: 'branding',
    featured: true,
  },
  {
    id: '6',
    title: 'Akshar Type Specimen',
    description:
      'A 96-page specimen for a Devanagari and Latin type family, offset-printed on cotton-rag paper from Sanganer with a hand-sewn binding and a fold-out glyph chart.',
    image: stock('photo-1544716278-ca5e3f4abd8c'),
    category: 'print',
  },
  {
    id: '7',
    title: 'Chapel Road Gallery Online',
    description:
      'An online viewing room for a contemporary art gallery in Bandra: exhibition pages, a searchable artist archive and an unhurried enquiry flow for collectors.',
    image: stock('photo-1547658719-da2b51169166'),
    category: 'digital',
  },
  {
    id: '8',
    title: 'Mill Compound Workspace',
    description:
      'A floor for a 120-person fintech team inside a converted Lower Parel textile mill: daylit focus rooms, a canteen with a long terrazzo counter, and the mill’s cast-iron columns left bare.',
    image: stock('photo-1497366216548-37526070297c'),
    category: 'space-design',
  },
  {
    id: '9',
    title: 'Monsoon Ready',
    description:
      'A citizen app for ward-level waterlogging alerts, designed with a civic non-profit and tested with commuters at Dadar and Kurla stations during the 2025 monsoon.',
    image: stock('photo-1551650975-87deedd944c3'),
    category: 'digital',
    featured: true,
  },
  {
    id: '10',
    title: 'Kokum & Cacao',
    description:
      'Identity and wrappers for a bean-to-bar chocolate maker in Alibaug using Konkan kokum and Kerala cacao: fourteen flavours, one typeface and a colour for every coastline.',
    image: stock('photo-1511381939415-e44015466834'),
    category: 'branding',
  },
  {
    id: '11',
    title: 'Colaba Handloom Store',
    description:
      'A flagship for a handloom sari label in a Colaba heritage building: cane-and-brass display tables, indigo lime-wash walls and a fitting room lit like late afternoon.',
    image: stock('photo-1441986300917-64674bd600d8'),
    category: 'space-design',
    featured: true,
  },
  {
    id: '12',
    title: 'Dharavi Reclaim Annual Report',
    description:
      'The annual report of a recycling collective in Dharavi: plain-language infographics, portraits of its sorters, and covers pressed from board made of their own recovered paper.',
    image: stock('photo-1586281380349-632531db7ed4'),
    category: 'print',
  },
];

/** Five fixed images shown in every project's gallery. */
export const projectGallery = [
  { url: stock('photo-1600607687939-ce8a6c25118c'), alt: 'Material samples laid out on the studio table' },
  { url: stock('photo-1581291518857-4e27b48ff24e'), alt: 'Sketches and wireframes pinned to a board' },
  { url: stock('photo-1542744173-8e7e53415bb0'), alt: 'The team reviewing proofs with the client' },
  { url: stock('photo-1586717791821-3f44a563fa4c'), alt: 'Screens from the finished design system' },
  { url: stock('photo-1497366811353-6870744d04b2'), alt: 'The finished space in afternoon light' },
];
