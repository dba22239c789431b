import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientRoutes, integerParams } from '../content/paths.ts';
import { pageRoutes, routes } from './router.tsx';

/**
 * The server picks the page to send by reading the path as this router will
 * (spa/internal/route: RouterSegments, Table.Resolve); when the two disagreed,
 * /about%2F got the about page and the app replaced it with its not-found view.
 * Both sides test against this one file: here, what React Router itself
 * matches; in Go, that the server's reading agrees (router_agreement_test.go).
 */
const corpusFile = path.resolve(__dirname, '../../../spa/internal/route/testdata/router-agreement.json');
const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as { manifest: unknown; cases: { path: string; route: string }[] };

/** The route a pathname shows: its page's path pattern, or '*' for the not-found page. */
function routeOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path ?? '*';
}

describe("the server's reading of a path agrees with the router's", () => {
  it('React Router matches every address in the shared corpus to the route the corpus records', () => {
    // A path that is not UTF-8 is matched undecoded, with a warning (the server reads it so too).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actual = corpus.cases.map(({ path: p }) => ({ path: p, route: routeOf(p) }));
    expect(actual).toEqual(corpus.cases);
    const undecoded = warn.mock.calls.map(([message]) => String(message).match(/^The URL path "([^"]+)" could not be decoded/)?.[1]);
    expect(undecoded).toEqual(['/blog/%E0%A4', '/Blog/%800', '/Blo%67/%800', '/portfolio/%C0', '/caf%E9']);
    warn.mockRestore();
  });

  it("the corpus holds the site's route manifest, which the Go test matches with", () => {
    expect(corpus.manifest).toEqual({ routes: clientRoutes, integerParams });
  });

  it('the corpus covers every route and the not-found page', () => {
    const covered = new Set(corpus.cases.map((c) => c.route));
    for (const route of pageRoutes) expect(covered, route.path).toContain(route.path);
  });
});

/**
 * Addresses nobody wrote down: a fixed sample (fixed seed) that fast-check
 * draws from the pieces the routes are made of, in other cases, with a letter
 * written as an escape, or followed by an escape that stays in its segment
 * (%2F), decodes to something else (%2561) or does not decode at all (%80).
 * React Router's reading of each is kept in router-agreement-generated.json,
 * and the Go test checks the server's reading against it. After a change to
 * the routes or to this sample, `npx vitest run -u` writes the file again.
 */
const generatedFile = path.resolve(__dirname, '../../../spa/internal/route/testdata/router-agreement-generated.json');

const escapeFirstLetter = (s: string) => s.replace(/[a-z]/i, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** A segment made from one of `words`: as is, in another case, with a letter escaped, or with an escape after it. */
const segment = (words: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...words),
      fc.constantFrom('as is', 'upper case', 'capitalised', 'a letter escaped', 'an escape added'),
      fc.constantFrom('%2F', '%5C', '%20', '%2561', '%80', '%E9', '%C3%A9', '%E0%A4', '%00'),
    )
    .map(([word, how, escape]) => {
      switch (how) {
        case 'upper case':
          return word.toUpperCase();
        case 'capitalised':
          return word.charAt(0).toUpperCase() + word.slice(1);
        case 'a letter escaped':
          return escapeFirstLetter(word);
        case 'an escape added':
          return word + escape;
        default:
          return word;
      }
    });
const pages = ['about', 'branding', 'print', 'digital', 'space-design', 'contact', 'blog', 'admin'];
const ids = ['1', '12', '007', 'abc', 'x-y', 'index.html', ''];
const pathname = fc
  .tuple(
    fc.oneof(
      // a page: /about, /ABOUT, /%61bout, /about%2F …
      segment(pages).map((page) => [page]),
      // a post or a project: /blog/12, /Blog/%800, /portfolio/abc%2F …
      fc.tuple(segment(['blog', 'portfolio']), segment(ids)),
      // anything made of the same pieces
      fc.array(segment([...pages, 'portfolio', ...ids]), { minLength: 1, maxLength: 3 }),
    ),
    fc.boolean(),
  )
  .map(([segments, trailingSlash]) => `/${segments.join('/')}${trailingSlash ? '/' : ''}`);

describe('a generated sample of addresses', () => {
  it('React Router reads each as router-agreement-generated.json records (the Go test checks the server against it)', async () => {
    const paths = [...new Set(fc.sample(pathname, { seed: 45, numRuns: 800 }))];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases = paths.map((p) => ({ path: p, route: routeOf(p) }));
    warn.mockRestore();
    // Enough of each kind for the sample to say something.
    expect(cases.length).toBeGreaterThan(400);
    for (const route of ['*', '/about', '/blog/:id', '/portfolio/:id', '/space-design']) {
      expect(cases.filter((c) => c.route === route).length, route).toBeGreaterThan(5);
    }
    const about = 'Generated by site/src/app/router-agreement.test.tsx (fast-check, a fixed seed): addresses as location.pathname holds them, and the route React Router matches each to (*: the not-found page). router_agreement_test.go checks the server reads each the same.';
    await expect(`${JSON.stringify({ about, cases }, null, 1)}\n`).toMatchFileSnapshot(generatedFile);
  });
});
