import { categoryDisplayNames } from '../../content/categories.ts';
import type { PortfolioItem } from '../../content/portfolio.ts';

/** The canned case-study sections every project page shows, worded for the project. */
export function projectSections(item: PortfolioItem) {
  const discipline = categoryDisplayNames[item.category].toLowerCase();
  return {
    overview: `${item.title} brought our ${discipline} team together with the client for a focused engagement: research on site, two rounds of concepts, and a launch we attended in person.`,
    challenge:
      'The brief asked for something that felt new without losing what regulars already loved. It had to work in more than one language, survive Mumbai’s humidity and crowds, and be simple enough for the client’s own team to keep up.',
    approach:
      'We started where the work would live, watching and listening before sketching. Concepts were tested at full size, in place, with the people who would use them every day, and refined with local makers and printers we have worked with for years.',
    results: [
      'Launched on time and within the agreed budget',
      'A system the client’s team now extends without us',
      'Warm word of mouth from customers in the first month',
    ],
    highlights: [
      'Research with customers and staff on site',
      'Bilingual design tested with native readers',
      'Local materials, presses and makers',
      'Guidelines written for the people who use them',
    ],
  };
}
