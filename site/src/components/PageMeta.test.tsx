import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
