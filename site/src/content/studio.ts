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
  address: {
    lines: ['2nd Floor, Rampart House', '14 Rampart Row, Kala Ghoda', 'Fort, Mumbai 400001', 'India'],
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Rampart+Row%2C+Kala+Ghoda%2C+Fort%2C+Mumbai+400001',
  },
  hours: 'Monday to Friday, 10:00 to 19:00 IST',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/chowkstudio' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/chowk-design-studio' },
    { name: 'Instagram', href: 'https://www.instagram.com/chowk.studio' },
  ],
} as const;

export const siteUrl = 'https://chowkstudio.in';
