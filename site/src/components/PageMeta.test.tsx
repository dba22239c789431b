import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { slides } from '../content/slides.ts';
import { canonicalUrl, documentTitle, PageMeta } from './PageMeta.tsx';

describe('PageMeta', () => {
  it('names each page after the studio; the home page gets the city', () => {
    expect(documentTitle('Chowk Design Studio')).toBe('Chowk Design Studio · Mumbai');
    expect(documentTitle('About')).toBe('About · Chowk Design Studio');
  });

  it('gives one canonical address per page: the site origin, lower case, no trailing slash', () => {
    expect(canonicalUrl('/')).toBe('https://chowkstudio.in/');
    expect(canonicalUrl('/About/')).toBe('https://chowkstudio.in/about');
    expect(canonicalUrl('/blog/3')).toBe('https://chowkstudio.in/blog/3');
  });

  it('puts title, description, canonical URL and Open Graph tags in the head; a photo only from the stock host', () => {
    render(
      <MemoryRouter initialEntries={['/portfolio/2']}>
        <PageMeta title="Chai Co." description="A tea brand." image="data:image/png;base64,AAAA" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Chai Co. · Chowk Design Studio');
    const meta = (sel: string, attr = 'content') => document.head.querySelector(sel)?.getAttribute(attr);
    expect(meta('meta[name="description"]')).toBe('A tea brand.');
    expect(meta('link[rel="canonical"]', 'href')).toBe('https://chowkstudio.in/portfolio/2');
    expect(meta('meta[property="og:url"]')).toBe('https://chowkstudio.in/portfolio/2');
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/images\.unsplash\.com\//); // an upload falls back to the hero photo
  });

  it("a link preview states its photo's size (1200 x 630) and says what it shows; an article its date and section", () => {
    const meta = (property: string) => [...document.head.querySelectorAll(`meta[property="${property}"], meta[name="${property}"]`)].map((m) => m.getAttribute('content'));
    const { unmount } = render(
      <MemoryRouter initialEntries={['/portfolio/2']}>
        <PageMeta title="Chai Co." description="A tea brand." image="https://images.unsplash.com/photo-1?w=800" imageAlt="Chai Co.: the finished work" />
      </MemoryRouter>,
    );
    expect(new URL(meta('og:image')[0]!).searchParams.get('h')).toBe('630');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual([['1200'], ['630']]);
    expect([meta('og:image:alt'), meta('twitter:image:alt')]).toEqual([['Chai Co.: the finished work'], ['Chai Co.: the finished work']]);
    expect(meta('article:published_time')).toEqual([]); // not an article
    unmount();

    // An article whose photo is decoration on its page: no alt; an upload falls back to the hero photo, with the hero's alt.
    render(
      <MemoryRouter initialEntries={['/blog/9']}>
        <PageMeta title="Signs" description="On signs." image="https://images.unsplash.com/photo-2" type="article" published="2026-11-25" section="Design Principles" />
      </MemoryRouter>,
    );
    expect(meta('og:image:alt')).toEqual([]);
    expect([meta('article:published_time'), meta('article:section')]).toEqual([['2026-11-25'], ['Design Principles']]);
    render(
      <MemoryRouter initialEntries={['/about']}>
        <PageMeta title="About" description="Us." image="data:image/png;base64,AAAA" imageAlt="An upload" />
      </MemoryRouter>,
    );
    expect(meta('og:image:alt')).toContain(slides[0].alt);
    expect(meta('og:image:alt')).not.toContain('An upload');
  });

  it("keeps the structured data the build wrote for the page the server sent, and drops it once the visitor is on another page", () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/ld+json', text: '{}' });
    document.head.append(block);
    const served = window.location.pathname;
    const { unmount } = render(
      <MemoryRouter initialEntries={[served]}>
        <PageMeta title="Served" description="The page the server sent." />
      </MemoryRouter>,
    );
    expect(block.isConnected).toBe(true);
    unmount();
    render(
      <MemoryRouter initialEntries={[`${served}elsewhere`]}>
        <PageMeta title="Elsewhere" description="A page reached in the app." />
      </MemoryRouter>,
    );
    expect(block.isConnected).toBe(false);
  });

  it('marks a page search engines should skip as noindex, without a canonical URL', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <PageMeta title="Page not found" description="This page does not exist." indexable={false} />
      </MemoryRouter>,
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
