import type { BlogCategory } from './categories.ts';
import { stock } from './images.ts';

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  /** HTML; sanitized before it is rendered, unless it is a built-in post's own body (features/blog/PostBody.tsx). */
  content?: string;
  /** Free text ('March 12, 2026') or yyyy-mm-dd when written in the admin. */
  date: string;
  author: string;
  image: string;
  category: BlogCategory;
};

/** The four articles the blog shows until the owner stores posts of their own. */
export const defaultPosts: BlogPost[] = [
  {
    id: 1,
    title: 'What a Kala Ghoda street sign taught us about hierarchy',
    excerpt:
      'Three scripts, one enamel plate and a bus going past at forty: the city’s signs solve in a glance what many brand systems need a manual for.',
    date: 'October 14, 2026',
    author: 'Anaya Kulkarni',
    image: stock('photo-1477959858617-67f85cf4f1df'),
    category: 'Design Principles',
    content: `<p>Stand at the corner of Rampart Row and look up. The municipal street plate carries the same name three times: Marathi in Devanagari at the top, then English, then often Gujarati or Urdu. Nobody reads all three. Everybody finds the one they need in under a second.</p>
<h2>Order is a promise</h2>
<p>The plate works because its order never changes. Once you know where your script sits, you stop reading the others. We use the same rule in identity systems: decide what comes first, then never move it, on a crate label or an app icon.</p>
<h2>Contrast before colour</h2>
<p>The plates are blue and white because blue and white survive sun, soot and monsoon. When we test a palette, we print it, tape it to the studio window for a week, and photograph it from across the road.</p>
<blockquote>If it can be read from a moving bus, it can be read on a phone in a moving train.</blockquote>
<p>None of this is new. It is just easier to see on a street where everyone is in a hurry.</p>`,
  },
  {
    id: 2,
    title: 'Setting Devanagari and Latin side by side',
    excerpt:
      'Matching x-heights is the easy part. Here is how we balance weight, rhythm and line height when two scripts share a page.',
    date: 'September 2, 2026',
    author: 'Rohan D’Souza',
    image: stock('photo-1455390582262-044cdead277a'),
    category: 'Typography',
    content: `<p>Bilingual work is the norm in Mumbai, yet most type pairings are chosen script by script. The result is a Latin line that looks bold beside a Devanagari line that looks timid, or the other way round.</p>
<h2>Match the headline, not the cap height</h2>
<p>Devanagari hangs from its <em>shirorekha</em>, the headline that joins the letters. We align that line with the Latin x-height, then adjust sizes until the two texts have the same colour on the page when you squint.</p>
<h2>Give the matras room</h2>
<p>Vowel signs rise above the headline and fall below the baseline. A line height that suits English clips them. We start at 1.6 for mixed paragraphs and test with the longest words from the client’s own copy.</p>
<ul><li>Proof at the real size, on the real paper.</li><li>Read it aloud with a native reader.</li><li>Check the numerals: many clients want Latin digits in Devanagari text.</li></ul>`,
  },
  {
    id: 3,
    title: 'Naming a brand in three languages',
    excerpt:
      'A name that sings in English can mean something unfortunate in Marathi. Our checklist for names that travel across Mumbai’s languages.',
    date: 'July 21, 2026',
    author: 'Anaya Kulkarni',
    image: stock('photo-1542744094-3a31f272c490'),
    category: 'Branding',
    content: `<p>Every naming project we run is tested in English, Hindi and Marathi, and usually Gujarati too. Not because the brand will be written in all of them, but because it will be said in all of them.</p>
<h2>Say it at a paan shop</h2>
<p>Our first test is spoken: can a stranger repeat the name after hearing it once over traffic? Names with soft consonant clusters often fail here.</p>
<h2>Check the meanings, all of them</h2>
<p>We keep a shared list of words with awkward meanings in one of the city’s languages. It grows with every project. A native speaker of each language signs off before a name reaches the client.</p>
<p>The best names we have worked on are short, easy to spell in any script and carry a small story, like a street, a dish or a trade, that the client can tell for years.</p>`,
  },
  {
    id: 4,
    title: 'Designing for the monsoon',
    excerpt:
      'Four months of rain change how people move, read and wait. What the season has taught us about signage, packaging and apps.',
    date: 'June 9, 2026',
    author: 'Meera Iyer',
    image: stock('photo-1515694346937-94d85e41e6f0'),
    category: 'Design Principles',
    content: `<p>From June to September, Mumbai gets most of its year’s rain. Paper swells, ink bleeds, screens are read through wet fingers and umbrellas. A design that ignores the season fails a third of the year.</p>
<h2>Signs</h2>
<p>We specify sealed edges and UV-stable inks, and we never put critical information on the bottom third of a sign, which is the part that gets splashed.</p>
<h2>Packaging</h2>
<p>Humidity curls cartons. We test structures for a week in a closed box with a bowl of water before we sign them off.</p>
<h2>Apps</h2>
<p>Targets get bigger, contrast gets higher and every flow works offline long enough to survive a tunnel. It is good practice all year; the monsoon just makes it urgent.</p>`,
  },
];

/** The blog's own words: its page, and the feed the build writes (build/blog-feed.ts). */
export const journal = {
  eyebrow: 'Journal',
  title: 'Notes from the studio',
  intro: 'What we learn on the street, at the press and in front of a screen, written down so we remember it.',
  description: 'Notes from Chowk Design Studio on design principles, typography, branding, UX/UI and sustainability, written in Mumbai.',
} as const;
