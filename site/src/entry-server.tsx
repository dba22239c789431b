/**
 * The build's prerender entry (bundled by `vite build --ssr`, run by
 * tooling/prerender.ts): renders one route of the real route tree to HTML
 * with React Router's static handler and react-dom's static renderer.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes, type PageHandle } from './app/router.tsx';
import { structuredDataElement, structuredDataFor } from './app/structuredData.ts';
import { siteUrl } from './content/studio.ts';
import { setPurifier } from './lib/sanitize.ts';

// The prerender renders the built-in posts, whose bodies skip the sanitizer
// (features/blog/PostBody.tsx); any other HTML would be sanitized here too.
setPurifier(createDOMPurify(new JSDOM('').window));

const handler = createStaticHandler(routes);

export type RenderedPage = {
  /** The elements React hoists to <head> (title, description, canonical, Open Graph, preloads), then the page's structured data. */
  head: string;
  /** The markup inside #root. */
  body: string;
  status: number;
  /** The modules of the lazy routes it shows (route.handle), as the build's manifest names them. */
  modules: string[];
};

export async function render(pathname: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(pathname, siteUrl)));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered with a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      {/* hydrate={false}: no inline hydration-data script; the strict CSP allows none, and no route has loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.module ?? []);
  const { head, body } = splitHoisted(html);
  const data = structuredDataFor(pathname);
  const page = { head: data ? head + structuredDataElement(data) : head, body, status: context.statusCode, modules };
  checkPage(pathname, page);
  return page;
}

/**
 * What a prerendered page must be, or an error saying what it is not: the
 * build (tooling/prerender.ts) and `make publish` (tooling/publish.ts, on
 * the content it is about to write) both stop on it.
 */
function checkPage(pathname: string, page: RenderedPage) {
  if (page.status !== 200) throw new Error(`${pathname}: rendered with status ${page.status}`);
  if (!page.head.includes('<title>')) throw new Error(`${pathname}: the page rendered no <title>`);
  // A Suspense boundary that suspends while rendering (React.lazy inside a
  // page) is streamed in later by an inline script, which the CSP refuses;
  // a <template> or <script> in a post body never gets here (lib/sanitize.ts).
  if (/<script\b|<template\b/.test(page.body)) throw new Error(`${pathname}: the page would need an inline script (a Suspense boundary left unfinished)`);
  for (const [, json] of page.head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) JSON.parse(json);
}

/** React emits hoistable elements (title, meta, link) ahead of the markup when rendering below <html>. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html)![0];
  return { head: hoisted, body: html.slice(hoisted.length) };
}
export { publicPages } from './app/publicPages.ts';
