/** Button looks, shared by <button>s and links that look like buttons. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-[var(--radius-card)] px-5 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed';

export const buttonStyles = {
  primary: `${base} bg-accent text-white hover:bg-accent-dark disabled:bg-accent-dark disabled:text-white/90`,
  secondary: `${base} border border-ink text-ink hover:bg-ink hover:text-paper disabled:opacity-70`,
  light: `${base} bg-paper text-ink hover:bg-sand`,
  ghostIcon:
    'inline-flex size-11 items-center justify-center rounded-full text-current transition-colors duration-200 hover:bg-ink/10 disabled:opacity-50',
} as const;

export type ButtonVariant = keyof typeof buttonStyles;
