import type { PortfolioCategory } from './categories.ts';
import { serviceSummaries } from './services.ts';

/** The service pages' full copy (loaded with those pages only). */
export type ServiceBlock = { title: string; body: string };

export type Service = {
  category: PortfolioCategory;
  title: string;
  kicker: string;
  intro: string;
  /** The heading over the service descriptions. */
  blocksTitle: string;
  blocks: ServiceBlock[];
  /** Numbered steps instead of plain blocks (branding's process). */
  numbered?: boolean;
  approach?: { title: string; body: string[] };
};

export const services: Record<PortfolioCategory, Service> = {
  branding: {
    category: 'branding',
    title: serviceSummaries['branding'].title,
    kicker: 'Identity that holds up on a signboard and a screen',
    intro:
      'We build brands for businesses that Mumbai already knows by word of mouth: cafés, cooperatives, makers and institutions ready for a name and a look that match their reputation. Every identity is tested where it will live, on shutters, vans, crates and phones.',
    blocksTitle: 'Our four-step process',
    numbered: true,
    blocks: [
      {
        title: 'Discovery & Research',
        body: 'We spend time where your customers are: behind the counter, on delivery runs, in the queue. Interviews and a visual audit of your street and your competitors come back as a short, plain-language brief.',
      },
      {
        title: 'Strategy Development',
        body: 'Positioning, tone of voice and naming, worked out in English, Hindi and Marathi. You sign off a one-page strategy before we draw anything.',
      },
      {
        title: 'Visual Identity',
        body: 'Logo, type, colour, pattern and photography direction, proofed in print and on screen at real size. We test contrast in daylight and under tube lights.',
      },
      {
        title: 'Implementation & Guidelines',
        body: 'Artwork for signage, stationery, packaging and social media, plus guidelines your team and your printer can actually use. We stay on call for the first launch.',
      },
    ],
  },
  print: {
    category: 'print',
    title: serviceSummaries['print'].title,
    kicker: 'Paper, ink and the press, chosen on purpose',
    intro:
      'Print is still how most of Mumbai meets a business: a card across a desk, a menu, a box on the doorstep. We design for it with the press in mind, from paper stock and ink limits to folds and finishes, and we attend every press check.',
    blocksTitle: 'What we design for print',
    blocks: [
      {
        title: 'Business Stationery',
        body: 'Cards, letterheads, envelopes and invoices set in your identity, bilingual when you need it, and specified so any printer in the city can reproduce them.',
      },
      {
        title: 'Marketing Materials',
        body: 'Brochures, posters, catalogues, annual reports and exhibition graphics, written and designed together so the message survives a five-second glance.',
      },
      {
        title: 'Packaging Design',
        body: 'Cartons, labels, wrappers and bags, from structural prototypes to print-ready artwork, tested against humidity, stacking and a shelf full of competitors.',
      },
    ],
  },
  digital: {
    category: 'digital',
    title: serviceSummaries['digital'].title,
    kicker: 'Sites and apps that work on a crowded train',
    intro:
      'We design and build websites and apps for people on mid-range phones and patchy networks, because that is most of our clients’ customers. Fast pages, readable type and flows that forgive a dropped connection.',
    blocksTitle: 'What we do on screen',
    blocks: [
      {
        title: 'Website Design & Development',
        body: 'Marketing sites, catalogues and publications, designed and built by the same team, accessible to WCAG AA and easy for you to update.',
      },
      {
        title: 'UI Design',
        body: 'Interface systems with components, type scales and colour tokens that carry your brand into every screen, documented for your developers.',
      },
      {
        title: 'UX Design',
        body: 'Research, journeys and prototypes tested with real users in their own languages, so decisions rest on what people do rather than what we guess.',
      },
      {
        title: 'Mobile App Design',
        body: 'Android-first app design for iOS and Android, with large touch targets, offline states and onboarding that respects a small data pack.',
      },
    ],
  },
  'space-design': {
    category: 'space-design',
    title: serviceSummaries['space-design'].title,
    kicker: 'Rooms that carry a brand without shouting it',
    intro:
      'Offices, shops, cafés and reading rooms: we design interiors and environmental graphics that let people feel a brand before they read it, using local materials, daylight and the craftsmen who still work around the city.',
    blocksTitle: 'Spaces we design',
    blocks: [
      {
        title: 'Workspace Design',
        body: 'Studios and offices planned around how your team actually works: quiet rooms for focus, long tables for making, and a kitchen worth gathering in.',
      },
      {
        title: 'Retail Environments',
        body: 'Shops, showrooms and pop-ups where display, lighting, wayfinding and the till are designed as one, so the space sells your product rather than itself.',
      },
    ],
    approach: {
      title: 'Our approach',
      body: [
        'We start on site with a tape measure, a camera and a notebook, recording light through the day and the way people already use the space.',
        'Materials come from within a day’s drive wherever we can: cane from the Konkan, stone from Rajasthan, terrazzo laid by hand. We draw every joinery detail and visit the workshop while it is made.',
        'Signage and graphics are part of the drawings from day one, not an afterthought, so a space reads clearly at the door and at the back of the room.',
      ],
    },
  },
};
