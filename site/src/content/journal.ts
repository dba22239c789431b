/** The blog's own words: its page, and the feed the build writes (tooling/blog-feed.ts). */
export const journal = {
  eyebrow: 'Journal',
  title: 'Notes from the studio',
  intro: 'What we learn on the street, at the press and in front of a screen, written down so we remember it.',
  description: 'Notes from Chowk Design Studio on design principles, typography, branding, UX/UI and sustainability, written in Mumbai.',
} as const;
