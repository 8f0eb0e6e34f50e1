import type { WineType } from '@sorsi/proto';

/** The spec's names of the wine types (taste-and-account §3 "Wine type options"). */
export const WINE_TYPE_NAMES: Record<WineType, string> = {
  red: 'Red',
  white: 'White',
  rose: 'Rosé',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
  other: 'Other',
};
