const postal = {
  building: '2nd Floor, Rampart House',
  street: '14 Rampart Row, Kala Ghoda',
  area: 'Fort',
  city: 'Mumbai',
  postalCode: '400001',
  region: 'Maharashtra',
  country: 'India',
  countryCode: 'IN',
} as const;

// Kept as parts, for search engines' structured data (app/structuredData.ts);
// the lines visitors read are made from them.
const address = {
  ...postal,
  lines: [postal.building, postal.street, `${postal.area}, ${postal.city} ${postal.postalCode}`, postal.country],
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Rampart+Row%2C+Kala+Ghoda%2C+Fort%2C+Mumbai+400001',
} as const;

/** Open on these days, between these times in Mumbai (IST). */
const openingHours = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' } as const;

/**
 * The studio's name and contact details: change them here and only here.
 * (Invented for this site; not a real company's.)
 */
export const studio = {
  name: 'Chowk Design Studio',
  shortName: 'Chowk',
  tagline: 'Branding, print, digital and space design from a second-floor studio in Kala Ghoda, Mumbai.',
  email: 'hello@chowkstudio.in',
  phone: '+91 22 4970 3816',
  phoneHref: 'tel:+912249703816',
  address,
  openingHours,
  /** The opening hours as visitors read them. */
  hours: `${openingHours.days[0]} to ${openingHours.days.at(-1)}, ${openingHours.opens} to ${openingHours.closes} IST`,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/chowkstudio' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/chowk-design-studio' },
    { name: 'Instagram', href: 'https://www.instagram.com/chowk.studio' },
  ],
} as const;

export const siteUrl = 'https://chowkstudio.in';
