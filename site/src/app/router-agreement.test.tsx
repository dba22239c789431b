import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientRoutes, integerParams } from './paths.ts';
import { routes } from './router.tsx';

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
    for (const route of routes[0].children!) expect(covered, route.path).toContain(route.path);
  });
});
