import { stock } from './images.ts';

export type TeamMember = { name: string; role: string; image: string; bio: string };

export const team: TeamMember[] = [
  {
    name: 'Anaya Kulkarni',
    role: 'Founder & Creative Director',
    image: stock('photo-1494790108377-be9c29b29330'),
    bio: 'Started Chowk in 2014 after a decade of packaging work in Pune and London.',
  },
  {
    name: 'Farhan Merchant',
    role: 'Design Lead, Digital',
    image: stock('photo-1507003211169-0a1dd7228f2d'),
    bio: 'Builds interfaces that survive slow networks and small screens.',
  },
  {
    name: 'Meera Iyer',
    role: 'Spatial Designer',
    image: stock('photo-1438761681033-6461ffad8d80'),
    bio: 'Trained as an architect; thinks in daylight, cane and lime plaster.',
  },
  {
    name: 'Rohan D’Souza',
    role: 'Print & Typography',
    image: stock('photo-1500648767791-00dcc994a43e'),
    bio: 'Knows every press between Lower Parel and Sion by the sound of it.',
  },
];
