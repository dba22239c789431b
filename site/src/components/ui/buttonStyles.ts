/**
 * Button looks, shared by <button>s and links that look like buttons. Size is
 * part of each style rather than a class added after it: two utilities for
 * the same property (px-5 and px-4) are ordered by Tailwind's stylesheet,
 * not by the class attribute, so an added padding would silently lose.
 */

// In forced colours (Windows' contrast themes) backgrounds are dropped, and a
// filled button would read as loose text: it gets a border there instead.
const shape =
  'inline-flex items-center justify-center gap-2 rounded-[var(--radius-card)] text-sm font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed forced-colors:border';
const regular = `${shape} px-5 py-3`;
/** For toolbars, forms' action rows and the header, where buttons sit in a row. */
const compact = `${shape} px-4 py-2.5`;

const looks = {
  primary: 'bg-accent text-white hover:bg-accent-dark disabled:bg-accent-dark disabled:text-white/90',
  secondary: 'border border-ink text-ink hover:bg-ink hover:text-paper disabled:opacity-70',
  light: 'bg-paper text-ink hover:bg-sand',
};

export const buttonStyles = {
  primary: `${regular} ${looks.primary}`,
  secondary: `${regular} ${looks.secondary}`,
  light: `${regular} ${looks.light}`,
  ghostIcon:
    'inline-flex size-11 items-center justify-center rounded-full text-current transition-colors duration-200 hover:bg-ink/10 disabled:opacity-50',
} as const;

export const compactButtonStyles = {
  primary: `${compact} ${looks.primary}`,
  secondary: `${compact} ${looks.secondary}`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;
