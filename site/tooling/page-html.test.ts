import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { editPage } from './page-html.ts';

const read = (url: string) => Buffer.from(`contents of ${url}`);
const sri = (url: string) => `sha384-${createHash('sha384').update(read(url)).digest('base64')}`;

// index.html as Vite writes it: the app's script, a preload and the stylesheet in <head>.
const built = [
  '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Studio</title>',
  '\n    <script type="module" crossorigin src="/assets/index-A.js"></script>',
  '\n    <link rel="modulepreload" crossorigin href="/assets/react-R.js">',
  '\n    <link rel="stylesheet" crossorigin href="/assets/index-A.css">',
  '\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>Needs JavaScript.</noscript>\n  </body>\n</html>\n',
].join('');
const shell = editPage(built, { boot: '/assets/boot-B.js', read });

describe('the shell: index.html as the build leaves it', () => {
  it("keeps the app's script and preloads in a template, preloads first, behind the boot script, every local file signed", () => {
    expect(shell).toBe(
      [
        '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Studio</title>',
        `\n    <script type="module" crossorigin src="/assets/boot-B.js" integrity="${sri('/assets/boot-B.js')}"></script>`,
        `\n    <template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/react-R.js" integrity="${sri('/assets/react-R.js')}"><script type="module" crossorigin src="/assets/index-A.js" integrity="${sri('/assets/index-A.js')}"></script></template>`,
        `\n    <link rel="stylesheet" crossorigin href="/assets/index-A.css" integrity="${sri('/assets/index-A.css')}">`,
        '\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
        '\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>Needs JavaScript.</noscript>\n  </body>\n</html>\n',
      ].join(''),
    );
  });

  it('adds crossorigin where a signed tag lacks it, since integrity needs a CORS request, and keeps a tag’s own closing', () => {
    const html = editPage('<head><script src="/assets/a.js"></script><link rel="stylesheet" href="/assets/a.css" /></head>', { read });
    expect(html).toBe(`<head><script src="/assets/a.js" integrity="${sri('/assets/a.js')}" crossorigin></script><link rel="stylesheet" href="/assets/a.css" integrity="${sri('/assets/a.css')}" crossorigin /></head>`);
  });

  it('leaves what is not a local script, module preload or stylesheet, and what is signed already', () => {
    const html = '<head><script src="https://cdn.example/x.js"></script><link rel="preload" as="font" href="/assets/f.woff2"><script type="application/ld+json">{}</script><link rel="stylesheet" href="/assets/a.css" integrity="sha384-given"></head>';
    expect(editPage(html, { read })).toBe(html);
  });

  it('fails the build when index.html has no module script to defer', () => {
    expect(() => editPage('<head><link rel="stylesheet" href="/assets/a.css"></head>', { boot: '/assets/boot.js', read })).toThrow(/no module script/);
  });
});

describe("a prerendered page: the shell with the page's own parts", () => {
  const route = { files: ['assets/react-R.js', 'assets/index-A.js', 'assets/Post-P.js'], styles: ['assets/index-A.css'] };
  const page = editPage(shell, { route, head: '<title>Signs · Studio</title><meta name="description" content="Signs">', body: '<main><h1>Signs &amp; boards</h1></main>', read });

  it("adds a signed module preload for each of its route's chunks the page does not load yet, at the template's end", () => {
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(page)![1];
    expect(template.match(/(?:href|src)="[^"]+"/g)).toEqual(['href="/assets/react-R.js"', 'src="/assets/index-A.js"', 'href="/assets/Post-P.js"']);
    expect(page).toContain(`<link rel="modulepreload" crossorigin href="/assets/Post-P.js" integrity="${sri('/assets/Post-P.js')}"></template>`);
  });

  it('puts its head tags in place of the title and its markup in the root, as written, and drops the <noscript> note', () => {
    expect(page).toContain('<meta charset="UTF-8" />\n    <title>Signs · Studio</title><meta name="description" content="Signs">\n');
    expect(page).toContain('<body>\n    <div id="root"><main><h1>Signs &amp; boards</h1></main></div>\n  </body>');
    expect(page).not.toContain('noscript');
  });

  it('changes nothing else', () => {
    const strip = (html: string) => html.replace(/<template.*<\/template>/, '').replace(/<title>.*<\/title>(<meta[^>]*>)?/, '').replace(/\s*<noscript>.*<\/noscript>/, '').replace(/<div id="root">.*<\/div>/, '');
    expect(strip(page)).toBe(strip(shell));
  });

  it('leaves a page whose route has no code of its own as the shell is', () => {
    expect(editPage(shell, { route: { files: [], styles: [] }, read })).toBe(shell);
  });

  it("fails the build when the page has no app template, or the route's code brings a stylesheet the page does not link", () => {
    expect(() => editPage('<head></head>', { route, read })).toThrow(/no <template id="app-scripts">/);
    expect(() => editPage(shell, { route: { files: [], styles: ['assets/Odd-O.css'] }, read })).toThrow(/stylesheet the page does not link: assets\/Odd-O.css/);
  });

  it('fails the prerender on a shell without an empty root', () => {
    expect(() => editPage(shell.replace('<div id="root"></div>', '<div id="root">x</div>'), { body: '<main></main>', read })).toThrow(/no empty <div id="root">/);
  });
});
