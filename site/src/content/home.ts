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

/** The content items the landing section shows, by id: the owner edits them in /admin, and every publish must have them. */
export const LANDING_CONTENT_IDS = { heading: '1', introduction: '2' } as const;
