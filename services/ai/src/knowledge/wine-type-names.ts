import type { WineType } from './types';

/** How a sentence names wines of one type together ("the lightest reds", "cheaper than its peer whites"). */
export const WINE_TYPE_PLURALS: Record<WineType, string> = {
  red: 'reds',
  white: 'whites',
  rose: 'rosés',
  sparkling: 'sparkling wines',
  dessert: 'sweet wines',
  fortified: 'fortified wines',
  other: 'wines',
};
