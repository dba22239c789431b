/** The about page's philosophy. */
export const philosophy = {
  title: 'Design that earns its place',
  body: [
    'We believe design should be useful before it is beautiful, and that in a city as dense as Mumbai, anything that does not earn its place gets ignored. So we start with the people who will use what we make, and we finish by watching them use it.',
    'Since 2014 we have worked with more than 140 clients, most of them within a train ride of the studio. Many came to us for a logo and stayed for a decade.',
  ],
  points: [
    'Clarity first: if it can’t be read in a glance, it isn’t finished.',
    'Bilingual by default, because the city is.',
    'Materials and makers chosen within a day’s drive wherever possible.',
    'We measure success by what changes for the client, not by awards.',
  ],
};
