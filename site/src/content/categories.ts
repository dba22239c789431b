/** Portfolio categories, in the order of the filter tabs after 'all'. */
export const portfolioCategories = ['branding', 'digital', 'space-design', 'print'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];
export type PortfolioFilter = 'all' | PortfolioCategory;

/** Filter tab labels. */
export const filterLabels: Record<PortfolioFilter, string> = {
  all: 'ALL WORKS',
  branding: 'BRANDING',
  digital: 'DIGITAL',
  'space-design': 'SPACE DESIGN',
  print: 'PRINT',
};

/** Names on the project detail page. */
export const categoryDisplayNames: Record<PortfolioCategory, string> = {
  branding: 'Branding',
  print: 'Print Design',
  digital: 'Digital Experience',
  'space-design': 'Space Design',
};

/** The category badge: upper case, hyphens turned into spaces. */
export const categoryBadge = (category: string) => category.replace(/-/g, ' ').toUpperCase();

export const isPortfolioCategory = (value: string): value is PortfolioCategory =>
  (portfolioCategories as readonly string[]).includes(value);

export const blogCategories = ['Design Principles', 'Typography', 'Branding', 'UX/UI', 'Sustainability'] as const;
export type BlogCategory = (typeof blogCategories)[number];
