import { paths } from './paths.ts';

export type NavItem = { name: string; path: string };

/** Header navigation, in order. */
export const navItems: NavItem[] = [
  { name: 'Branding', path: paths.branding },
  { name: 'Print', path: paths.print },
  { name: 'Digital', path: paths.digital },
  { name: 'Space Design', path: paths.spaceDesign },
  { name: 'About', path: paths.about },
  { name: 'Contact', path: paths.contact },
  { name: 'Blog', path: paths.blog },
];

/** Footer quick links to the home page's sections. */
export const quickLinks: NavItem[] = [
  { name: 'Services', path: '/#products' },
  { name: 'About the studio', path: '/#about' },
  { name: 'Contact', path: '/#contact' },
];
