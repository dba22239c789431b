import type { PortfolioCategory } from './categories.ts';

/** What the home page shows of each service: kept apart so the home bundle does not carry the full pages' copy. */
export const serviceSummaries: Record<PortfolioCategory, { title: string; summary: string }> = {
  branding: { title: 'Branding', summary: 'Names, marks and identity systems, tested on the street.' },
  print: { title: 'Print', summary: 'Stationery, campaigns and packaging, with a press check every time.' },
  digital: { title: 'Digital', summary: 'Websites, apps and the systems behind them, built for real networks.' },
  'space-design': { title: 'Space Design', summary: 'Workspaces, shops and signage, in local materials and daylight.' },
};
