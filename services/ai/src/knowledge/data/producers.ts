/** Well-known producers, split by part of the world. */
import type { Producer } from '../types';

export const PRODUCERS: Producer[] = [
  {
    name: 'Château Margaux',
    aliases: ['Chateau Margaux'],
    country: 'France',
    region: 'Margaux',
    knownFor: 'First growth of the Médoc, famed for perfumed, silky Cabernet-based wines.',
  },
];
