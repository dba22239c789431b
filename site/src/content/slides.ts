import { stock } from './images.ts';

export type Slide = { url: string; alt: string; caption: string };

/** The home page's hero carousel: three fixed slides. */
export const slides: Slide[] = [
  {
    url: stock('photo-1558655146-d09347e92766'),
    alt: 'Brand guidelines, swatches and a printed logo sheet spread across a desk',
    caption: 'Innovative Brand Solutions',
  },
  {
    url: stock('photo-1460925895917-afdab827c52f'),
    alt: 'A laptop showing a website design beside a notebook of sketches',
    caption: 'Crafting Digital Experiences',
  },
  {
    url: stock('photo-1626785774573-4b799315345d'),
    alt: 'A designer refining a logo mark on a large screen',
    caption: 'Elevating Your Brand Identity',
  },
];
