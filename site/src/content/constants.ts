/** Business constants from the specification (section 9). */

/** The contact forms pretend to send for this long. */
export const SEND_DELAY_MS = 1500;
/** The blog shows 'Load More' when more posts than this are listed. */
export const BLOG_PAGE_SIZE = 6;
/** Related articles under a post. */
export const RELATED_POSTS_MAX = 3;
/** Toasts: 3 visible at once, 4 seconds each. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Hero carousel (embla options). */
export const CAROUSEL_DURATION = 25;
export const CAROUSEL_DRAG_THRESHOLD = 10;
