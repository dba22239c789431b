// The one place the build edits a page's HTML. The page is parsed once
// (parse5, with each element's place in the text), the elements are found in
// the tree, and the edits are made at their places in one pass, so every
// byte the build does not change stays as Vite and the renderer wrote it.
//
// In order:
//   1. load after paint (the shell, `boot`): the app's module script and
//      module preloads move into <template id="app-scripts">, preloads first,
//      and the boot script (src/boot/main.ts) takes their place; it moves
//      them into <head> after the first paint (src/boot/loadAfterPaint.ts);
//   2. route preloads (a prerendered page, `route`): a module preload for each
//      chunk of the page's own route it does not load yet, at the template's
//      end, so the page's code loads with the app's (route-preloads.ts);
//   3. integrity: every local script, module preload and stylesheet gets
//      integrity="sha384-…" (and crossorigin), hashed from the file as built;
//   4. the page (a prerendered page, `head` and `body`): its head tags in
//      place of the shell's <title>, its markup in <div id="root">, and no
//      <noscript> note.
//
// The shell is index.html as Vite wrote it, edited by the pageHtml() plugin
// (1 and 3); each prerendered page is the shell, edited by tooling/prerender.ts
// (2, 3 and 4).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { Plugin, ResolvedConfig } from 'vite';
import { parsedElements } from '../src/lib/parsedElements.ts';

const BOOT_ENTRY = 'src/boot/main.ts';
const TEMPLATE_ID = 'app-scripts';

/** A file's Subresource Integrity value, as every page of the build names its scripts and styles by. */
export const integrityOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export type PageEdits = {
  /** The boot script's URL: defer the app's scripts behind it (1). */
  boot?: string;
  /** The chunk files and stylesheets of the page's route (route-preloads.ts's routeChunkFiles) (2). */
  route?: { files: string[]; styles: string[] };
  /** The page's head tags, in place of the shell's <title> (4). */
  head?: string;
  /** The page's markup, inside <div id="root"> (4). */
  body?: string;
  /** A built file's bytes, by its URL path ('/assets/…'), for its integrity (3). */
  read: (url: string) => Buffer;
};

type Edit = { start: number; end: number; text: string };

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
/** A local script, module preload or stylesheet: what integrity covers. */
function subresourceUrl(el: T.Element): string | undefined {
  const isLink = el.tagName === 'link' && /^(stylesheet|modulepreload)$/.test(attr(el, 'rel') ?? '');
  if (el.tagName !== 'script' && !isLink) return undefined;
  const url = attr(el, el.tagName === 'script' ? 'src' : 'href');
  return url && url.startsWith('/') && /\.(js|css)$/.test(url) ? url : undefined;
}

/** The start tag's text, `end` closing it ('>' or '/>'), with integrity and crossorigin added before it. */
function withIntegrity(tag: string, url: string, read: PageEdits['read']): string {
  if (/\bintegrity=/.test(tag)) return tag;
  const close = tag.length - (tag.endsWith('/>') ? 2 : 1);
  let at = close;
  while (at > 0 && /\s/.test(tag[at - 1])) at--;
  const crossorigin = /\bcrossorigin\b/.test(tag) ? '' : ' crossorigin';
  return `${tag.slice(0, at)} integrity="${integrityOf(read(url))}"${crossorigin}${tag.slice(at)}`;
}

/** Where an element's text begins, counting the white space before it (removed with it). */
function startWithSpace(html: string, el: T.Element): number {
  let at = el.sourceCodeLocation!.startOffset;
  while (at > 0 && /\s/.test(html[at - 1])) at--;
  return at;
}

/** The page with `edits` made (see the top of this file); throws where the page lacks what an edit needs. */
export function editPage(html: string, edits: PageEdits): string {
  const all = parsedElements(parse(html, { sourceCodeLocationInfo: true }));
  const whole = (el: T.Element) => html.slice(el.sourceCodeLocation!.startOffset, el.sourceCodeLocation!.endOffset);
  const startTag = (el: T.Element) => {
    const at = el.sourceCodeLocation!.startTag!;
    return { start: at.startOffset, end: at.endOffset, text: html.slice(at.startOffset, at.endOffset) };
  };
  const inTemplate = (el: T.Element) => {
    for (let p = el.parentNode; p; p = (p as T.Element).parentNode ?? null) if (p.nodeName === '#document-fragment') return true;
    return false;
  };
  const list: Edit[] = [];
  const signed = (el: T.Element) => {
    const url = subresourceUrl(el)!;
    const tag = startTag(el);
    return withIntegrity(tag.text, url, edits.read) + html.slice(tag.end, el.sourceCodeLocation!.endOffset);
  };

  // 1. The app's scripts behind the boot script, and 3. integrity for every tag moved.
  const moved = new Set<T.Element>();
  if (edits.boot) {
    const scripts = all.filter((el) => !inTemplate(el) && el.tagName === 'script' && attr(el, 'type') === 'module' && attr(el, 'src'));
    const preloads = all.filter((el) => !inTemplate(el) && el.tagName === 'link' && attr(el, 'rel') === 'modulepreload');
    if (scripts.length === 0) throw new Error('page html: index.html has no module script to defer');
    const first = [...scripts, ...preloads].sort((a, b) => a.sourceCodeLocation!.startOffset - b.sourceCodeLocation!.startOffset)[0];
    const boot = withIntegrity(`<script type="module" crossorigin src="${edits.boot}">`, edits.boot, edits.read);
    const template = `<template id="${TEMPLATE_ID}">${[...preloads, ...scripts].map(signed).join('')}</template>`;
    for (const el of [...scripts, ...preloads]) {
      moved.add(el);
      const start = startWithSpace(html, el);
      list.push({ start, end: el.sourceCodeLocation!.endOffset, text: el === first ? `\n    ${boot}</script>\n    ${template}` : '' });
    }
  }

  // 2. The route's own chunks at the template's end, signed as the others are.
  if (edits.route) {
    const template = all.find((el) => el.tagName === 'template' && attr(el, 'id') === TEMPLATE_ID);
    if (!template) throw new Error(`route preloads: the page has no <template id="${TEMPLATE_ID}">`);
    const listed = new Set(all.map((el) => attr(el, 'src') ?? attr(el, 'href')));
    const unlinked = edits.route.styles.filter((css) => !listed.has(`/${css}`));
    if (unlinked.length) throw new Error(`route preloads: the route's code brings a stylesheet the page does not link: ${unlinked.join(', ')}`);
    const at = template.sourceCodeLocation!.endTag!.startOffset;
    const tags = edits.route.files
      .filter((file) => !listed.has(`/${file}`))
      .map((file) => withIntegrity(`<link rel="modulepreload" crossorigin href="/${file}">`, `/${file}`, edits.read));
    if (tags.length) list.push({ start: at, end: at, text: tags.join('') });
  }

  // 3. Integrity for every other local script, preload and stylesheet.
  for (const el of all) {
    const url = subresourceUrl(el);
    if (moved.has(el) || !url) continue;
    const tag = startTag(el);
    const text = withIntegrity(tag.text, url, edits.read);
    if (text !== tag.text) list.push({ start: tag.start, end: tag.end, text });
  }

  // 4. The page's head tags, its markup, and no <noscript> note.
  if (edits.head !== undefined) {
    const title = all.find((el) => el.tagName === 'title');
    if (!title) throw new Error('page html: the shell has no <title> for the page’s head tags to replace');
    list.push({ start: title.sourceCodeLocation!.startOffset, end: title.sourceCodeLocation!.endOffset, text: edits.head });
  }
  if (edits.body !== undefined) {
    const root = all.find((el) => el.tagName === 'div' && attr(el, 'id') === 'root');
    if (!root || whole(root) !== '<div id="root"></div>') throw new Error('dist/index.html has no empty <div id="root">: run `vite build` before the prerender');
    const at = startTag(root).end;
    list.push({ start: at, end: at, text: edits.body });
    for (const el of all.filter((e) => e.tagName === 'noscript')) list.push({ start: startWithSpace(html, el), end: el.sourceCodeLocation!.endOffset, text: '' });
  }

  // One pass, from the end: no edit moves the place of one still to make.
  let out = html;
  for (const edit of list.sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The build's side of it: emits the boot script as a chunk of its own, then
 * edits index.html as written (1 and 3), hashing each file from disk.
 */
export function pageHtml(): Plugin {
  let config: ResolvedConfig;
  let bootRef = '';
  let boot = '';
  return {
    name: 'studio:page-html',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    buildStart() {
      bootRef = this.emitFile({ type: 'chunk', id: BOOT_ENTRY, name: 'boot' });
    },
    generateBundle() {
      boot = `/${this.getFileName(bootRef)}`;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const file = path.join(outDir, 'index.html');
      const read = (url: string) => readFileSync(path.join(outDir, url));
      writeFileSync(file, editPage(readFileSync(file, 'utf8'), { boot, read }));
    },
  };
}
