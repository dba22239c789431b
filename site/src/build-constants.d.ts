/** The year the site was built (vite.config.ts `define`): what the prerender and the first client render both show. */
declare const __BUILD_YEAR__: number;
