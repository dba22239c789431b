import type { BreadcrumbList, Graph, LocalBusinessLeaf, Organization, Thing } from 'schema-dts';
import { matchPath } from 'react-router';
import { categoryDisplayNames, portfolioCategories, type PortfolioCategory } from '../content/categories.ts';
import { previewImage, shareableImage } from '../content/images.ts';
import { defaultPortfolio, type PortfolioItem } from '../content/portfolio.ts';
import { defaultPosts, type BlogPost } from '../content/posts.ts';
import { services } from '../content/service-pages.ts';
import { serviceSummaries } from '../content/services.ts';
import { slides } from '../content/slides.ts';
import { siteUrl, studio } from '../content/studio.ts';
import { team } from '../content/team.ts';
import { formatPostDate } from '../lib/formatPostDate.ts';
import { blogPostPath, paths, projectPath, servicePaths } from '../content/paths.ts';

/**
 * What a prerendered page is about, for search engines (schema.org, as
 * JSON-LD in its <head>): the studio as a local business on the home and
 * contact pages, with its team on the about page, each service the studio
 * offers in Mumbai, each built-in post as an article and each project as a
 * work, with the trail of pages above them.
 *
 * Written by the build only (src/entry-server.tsx), never by the app in the
 * browser: crawlers read the page as the server sends it, with the default
 * content the prerender shows, and visitors download none of this. Posts and
 * projects that live in one browser's storage reach no crawler.
 */
export function structuredDataFor(pathname: string): Graph | undefined {
  const things = pageThings(pathname);
  return things && { '@context': 'https://schema.org', '@graph': things };
}

function pageThings(pathname: string): Thing[] | undefined {
  const page = (pattern: string) => matchPath(pattern, pathname)?.params;
  if (page(paths.home)) return [website(), studioBusiness()];
  if (page(paths.contact)) return [studioBusiness()];
  if (page(paths.about)) return [{ ...studioBusiness(), employee: team.map((m) => ({ '@type': 'Person', name: m.name, jobTitle: m.role, image: shareableImage(m.image) })) }];
  const service = portfolioCategories.find((c) => page(servicePaths[c]));
  if (service) return [serviceThing(service)];
  const postId = page(paths.blogPost)?.id;
  const post = defaultPosts.find((p) => String(p.id) === postId);
  if (post) return postThings(post);
  const projectId = page(paths.project)?.id;
  const item = defaultPortfolio.find((p) => p.id === projectId);
  if (item) return projectThings(item);
  return undefined;
}

/**
 * The <script> element for the page's <head>. A data block, not a script:
 * the browser never runs it, so the strict CSP (no inline script) does not
 * apply. `<` is written as its JSON escape, so no text in the data (a title
 * with `</script>` in it) can end the element early; it reads back the same.
 */
export function structuredDataElement(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

// One @id for the studio on every page, so a crawler merges what each page says of it.
const studioId = `${siteUrl}/#studio`;
const logo = `${siteUrl}/apple-touch-icon.png`; // 180 px: over the 112 px search engines ask for
const home = `${siteUrl}/`;

/** The studio as a local business: address, hours and contacts, for a map listing and a knowledge panel. */
function studioBusiness(): LocalBusinessLeaf {
  const { address: a, openingHours: h } = studio;
  return {
    '@type': 'LocalBusiness',
    '@id': studioId,
    name: studio.name,
    description: studio.tagline,
    url: home,
    logo,
    image: shareableImage(slides[0].url),
    email: studio.email,
    telephone: studio.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.building}, ${a.street}, ${a.area}`,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.countryCode,
    },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...h.days], opens: h.opens, closes: h.closes },
    hasMap: a.mapsUrl,
    sameAs: studio.social.map((s) => s.href),
  };
}

/** A service the studio offers, in Mumbai, as its page describes it. */
function serviceThing(category: PortfolioCategory): Thing {
  const s = services[category];
  return {
    '@type': 'Service',
    '@id': `${siteUrl}${servicePaths[category]}#service`,
    url: siteUrl + servicePaths[category],
    name: `${s.title} at ${studio.name}`,
    serviceType: s.title,
    description: s.intro,
    provider: studioOrganization(),
    areaServed: { '@type': 'City', name: studio.address.city },
  };
}

function website(): Thing {
  return { '@type': 'WebSite', '@id': `${siteUrl}/#website`, name: studio.name, url: home, publisher: { '@id': studioId } };
}

/** The studio as a work's maker or a post's publisher, complete on that page: a crawler need not have read the home page. */
function studioOrganization(): Organization {
  return { '@type': 'Organization', '@id': studioId, name: studio.name, url: home, logo };
}

/** The trail from the home page down to a page: [name, path] for each page on the way. */
function breadcrumbs(trail: [name: string, path: string][]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: siteUrl + path })),
  };
}

/**
 * A post: the article and its place under the blog. A field a crawler could
 * not use is left out (JSON drops an undefined value): a free-text date it
 * cannot read, a photo that is not on the stock host.
 */
export function postThings(post: BlogPost): Thing[] {
  const url = siteUrl + blogPostPath(post.id);
  return [
    {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      url,
      mainEntityOfPage: url,
      headline: post.title,
      description: post.excerpt,
      articleSection: post.category,
      author: { '@type': 'Person', name: post.author },
      publisher: studioOrganization(),
      datePublished: formatPostDate(post.date).iso,
      image: previewImage(post.image), // the photo of its link preview (og:image)
    },
    breadcrumbs([
      ['Home', paths.home],
      ['Blog', paths.blog],
      [post.title, blogPostPath(post.id)],
    ]),
  ];
}

/** A project: a work the studio made, in its discipline, under its service page (where its Back link goes). */
function projectThings(item: PortfolioItem): Thing[] {
  const url = siteUrl + projectPath(item.id);
  return [
    {
      '@type': 'CreativeWork',
      '@id': `${url}#work`,
      url,
      mainEntityOfPage: url,
      name: item.title,
      description: item.description,
      genre: categoryDisplayNames[item.category],
      creator: studioOrganization(),
      image: previewImage(item.image),
    },
    breadcrumbs([
      ['Home', paths.home],
      [serviceSummaries[item.category].title, servicePaths[item.category]],
      [item.title, projectPath(item.id)],
    ]),
  ];
}
