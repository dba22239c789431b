import type { Plugin } from 'vite';

/**
 * Sonner injects its stylesheet as an inline <style> element when its module
 * loads, which a CSP without 'unsafe-inline' in style-src refuses. This drops
 * that call; the app imports sonner/dist/styles.css as a normal file instead.
 * The build fails loudly if a sonner upgrade changes the call's shape.
 */
export function sonnerStylesAsFile(): Plugin {
  const call = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
  return {
    name: 'studio:sonner-styles-as-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!call.test(code)) {
        this.error('sonner no longer calls __insertCSS("..."): review tooling/sonner-styles-as-file.ts');
      }
      return { code: code.replace(call, ''), map: null };
    },
  };
}
