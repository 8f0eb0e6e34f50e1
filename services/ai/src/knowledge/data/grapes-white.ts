/** White grape varieties (see grapes-red.ts for red ones). */
import type { Grape } from '../types';

export const WHITE_GRAPES: Grape[] = [
  {
    name: 'Chardonnay',
    colour: 'white',
    synonyms: ['chard', 'chardy', 'chardonay', 'morillon'],
    regions: ['Burgundy', 'Chablis', 'Champagne', 'Sonoma Coast', 'Margaret River', 'Russian River Valley'],
    styles: ['dry white', 'oaked white', 'unoaked white', 'sparkling'],
    aromas: ['green apple', 'lemon', 'white peach', 'butter', 'toasted hazelnut', 'vanilla'],
    palate: ['medium to full body', 'fresh to moderate acidity', 'creamy texture when oaked'],
    servingTempC: [10, 13],
    pairings: ['roast chicken', 'lobster', 'creamy pasta', 'scallops', 'brie'],
  },
];
