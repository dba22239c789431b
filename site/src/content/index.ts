/**
 * The site's content, in one module: studio details, navigation, services,
 * portfolio, slides, team and the default blog posts.
 */
export * from './studio.ts';
export * from './constants.ts';
export * from './categories.ts';
export * from './navigation.ts';
export * from './images.ts';
export * from './portfolio.ts';
export * from './posts.ts';
export * from './slides.ts';
export * from './team.ts';
export * from './services.ts';
export * from './service-pages.ts';
export * from './home.ts';
export * from './about.ts';
