import { describe, expect, it } from 'vitest';
import { portfolioCategories } from '../content/categories.ts';
import { defaultPortfolio } from '../content/portfolio.ts';
import { defaultPosts, type BlogPost } from '../content/posts.ts';
import { services } from '../content/service-pages.ts';
import { siteUrl, studio } from '../content/studio.ts';
import { team } from '../content/team.ts';
import { servicePaths } from '../content/paths.ts';
import { publicPages } from './publicPages.ts';
import { postThings, structuredDataElement, structuredDataFor } from './structuredData.ts';

type Node = Record<string, unknown>;
const graph = (pathname: string) => (structuredDataFor(pathname)?.['@graph'] ?? []) as unknown as Node[];
const ofType = (pathname: string, type: string) => graph(pathname).find((n) => n['@type'] === type);
const trail = (pathname: string) => (ofType(pathname, 'BreadcrumbList')!.itemListElement as Node[]).map((i) => [i.position, i.name, i.item]);

describe('structured data (JSON-LD) in the prerendered pages', () => {
  it('home: the website and the studio as a local business, with its address, hours, phone, email and social profiles', () => {
    expect(graph('/').map((n) => n['@type'])).toEqual(['WebSite', 'LocalBusiness']);
    expect(ofType('/', 'LocalBusiness')).toMatchObject({
      '@id': `${siteUrl}/#studio`,
      name: 'Chowk Design Studio',
      telephone: studio.phone,
      email: studio.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', postalCode: '400001', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      openingHoursSpecification: { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
      sameAs: studio.social.map((s) => s.href),
    });
    // The same hours visitors read on the contact page.
    expect(studio.hours).toBe('Monday to Friday, 10:00 to 19:00 IST');
  });

  it('contact: the studio alone, under the same @id as on the home page', () => {
    expect(graph('/contact')).toEqual([ofType('/', 'LocalBusiness')]);
  });

  it('about: the studio with its team, each member by name and role', () => {
    const [business] = graph('/about');
    expect(business).toMatchObject({ '@type': 'LocalBusiness', '@id': `${siteUrl}/#studio`, telephone: studio.phone });
    expect((business.employee as Node[]).map((p) => [p['@type'], p.name, p.jobTitle])).toEqual(team.map((m) => ['Person', m.name, m.role]));
  });

  it('each service page: a service the studio provides in Mumbai, described by its page’s intro', () => {
    for (const category of portfolioCategories) {
      const path = servicePaths[category];
      expect(graph(path), path).toEqual([
        expect.objectContaining({
          '@type': 'Service',
          url: siteUrl + path,
          serviceType: services[category].title,
          description: services[category].intro,
          provider: expect.objectContaining({ '@id': `${siteUrl}/#studio` }),
          areaServed: { '@type': 'City', name: 'Mumbai' },
        }),
      ]);
    }
  });

  it("a built-in post: an article with its headline, author, readable date and photo (its link preview's 1200 x 630 crop), under Home › Blog", () => {
    const post = defaultPosts[0];
    expect(ofType('/blog/1', 'BlogPosting')).toMatchObject({
      url: `${siteUrl}/blog/1`,
      headline: post.title,
      description: post.excerpt,
      author: { '@type': 'Person', name: post.author },
      datePublished: '2026-10-14', // 'October 14, 2026'
      articleSection: post.category,
      image: expect.stringMatching(/^https:\/\/images\.unsplash\.com\/.*[?&]w=1200&.*h=630/),
      publisher: { '@id': `${siteUrl}/#studio`, name: 'Chowk Design Studio', logo: `${siteUrl}/apple-touch-icon.png` },
    });
    expect(trail('/blog/1')).toEqual([
      [1, 'Home', `${siteUrl}/`],
      [2, 'Blog', `${siteUrl}/blog`],
      [3, post.title, `${siteUrl}/blog/1`],
    ]);
  });

  it('a project: a work by the studio in its discipline, under its service page (where its Back link goes)', () => {
    const item = defaultPortfolio.find((p) => p.id === '2')!;
    expect(ofType('/portfolio/2', 'CreativeWork')).toMatchObject({ name: item.title, description: item.description, genre: 'Print Design', creator: { '@id': `${siteUrl}/#studio` } });
    expect(trail('/portfolio/2')).toEqual([
      [1, 'Home', `${siteUrl}/`],
      [2, 'Print', `${siteUrl}/print`],
      [3, item.title, `${siteUrl}/portfolio/2`],
    ]);
  });

  it("every built-in post and project has its own; the blog's list, the admin, and unknown ids have none", () => {
    for (const p of defaultPosts) expect(ofType(`/blog/${p.id}`, 'BlogPosting')?.headline).toBe(p.title);
    for (const p of defaultPortfolio) expect(ofType(`/portfolio/${p.id}`, 'CreativeWork')?.name).toBe(p.title);
    for (const path of ['/blog', '/admin', '/blog/999', '/portfolio/999', '/nowhere']) {
      expect(structuredDataFor(path), path).toBeUndefined();
    }
  });

  it('every address in it is on the site, and every page a breadcrumb names is a prerendered page', () => {
    const pages = new Set(publicPages().map((p) => siteUrl + (p === '/' ? '/' : p)));
    for (const path of publicPages()) {
      for (const node of graph(path)) {
        if (typeof node.url === 'string') expect(node.url.startsWith(`${siteUrl}/`), `${path}: ${node.url}`).toBe(true);
        if (node['@type'] === 'BreadcrumbList') for (const i of node.itemListElement as Node[]) expect(pages, `${path}: ${String(i.item)}`).toContain(i.item);
      }
    }
  });

  it('leaves out what a crawler could not use: a free-text date it cannot read, an uploaded photo (a data URL)', () => {
    const post: BlogPost = { ...defaultPosts[0], date: 'Monsoon 2026', image: 'data:image/png;base64,iVBORw0KGgo=' };
    const article = JSON.parse(JSON.stringify(postThings(post)[0]));
    expect(article).not.toHaveProperty('datePublished');
    expect(article).not.toHaveProperty('image');
    expect(postThings({ ...post, date: '2026-11-25' })[0]).toMatchObject({ datePublished: '2026-11-25' });
  });

  it('its <script> element cannot be ended early by the text inside: a title with </script> reads back whole', () => {
    const title = 'Signs </script><script>alert(1)</script><!-- & more';
    const element = structuredDataElement({ '@context': 'https://schema.org', '@graph': postThings({ ...defaultPosts[0], title }) });
    const doc = new DOMParser().parseFromString(`<!doctype html><head>${element}</head>`, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0].textContent!)['@graph'][0].headline).toBe(title);
  });
});
