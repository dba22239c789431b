import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Adds integrity="sha384-…" to the scripts, module preloads and stylesheets
 * that index.html loads, hashed from the files as written to disk, so the
 * browser refuses any that were altered on the way.
 */
export function subresourceIntegrity(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'studio:subresource-integrity',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const htmlPath = path.join(outDir, 'index.html');
      const html = readFileSync(htmlPath, 'utf8');
      const withIntegrity = addIntegrity(html, (url) => readFileSync(path.join(outDir, url)));
      writeFileSync(htmlPath, withIntegrity);
    },
  };
}

/** A file's Subresource Integrity value, as every page of the build names its scripts and styles by. */
export const integrityOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Adds integrity to each local <script src> and <link href> (stylesheet, modulepreload) without one. */
export function addIntegrity(html: string, read: (url: string) => Buffer): string {
  return html.replace(/<(script|link)\b[^>]*>/g, (tag) => {
    if (/\bintegrity=/.test(tag)) return tag;
    if (tag.startsWith('<link') && !/\brel="(stylesheet|modulepreload)"/.test(tag)) return tag;
    const url = /\b(?:src|href)="(\/[^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (!url) return tag;
    const crossorigin = /\bcrossorigin\b/.test(tag) ? '' : ' crossorigin';
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrityOf(read(url))}"${crossorigin}${end}`);
  });
}
