/** Copy for the home page's about block. */
export const aboutStudio = {
  title: 'About the studio',
  body: 'Chowk is a team of eleven designers, writers and makers working from a second-floor studio above Rampart Row. A chowk is where a city’s streets meet; we named the studio for the crossroads between branding, print, digital and space, and for the crowd of clients who find us there, from Irani cafés to fintech floors.',
  values: [
    'Research on the street, not only on the screen',
    'Every word and letterform tested in the languages it will be read in',
    'Local makers, presses and materials wherever we can',
    'Small teams, senior designers, and no hand-offs you can’t see',
  ],
};

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
