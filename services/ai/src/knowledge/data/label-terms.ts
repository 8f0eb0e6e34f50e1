/** Words found on wine labels and what they tell about the wine. */
import type { LabelTerm } from '../types';

export const LABEL_TERMS: LabelTerm[] = [
  {
    term: 'Grand Cru',
    aliases: [],
    meaning: 'The highest-rated vineyard sites (Burgundy, Alsace, Champagne) or a classified estate (Saint-Émilion).',
    implies: { quality: 'top vineyard classification' },
  },
];
