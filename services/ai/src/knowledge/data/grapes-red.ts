/** Red grape varieties (see grapes-white.ts for white ones). */
import type { Grape } from '../types';

export const RED_GRAPES: Grape[] = [
  {
    name: 'Cabernet Sauvignon',
    colour: 'red',
    synonyms: ['cab', 'cab sauv', 'cab sav', 'cabsav', 'cabernet', 'cabernet sauv'],
    regions: ['Bordeaux', 'Napa Valley', 'Coonawarra', 'Margaret River', 'Maipo Valley', 'Bolgheri', 'Stellenbosch'],
    styles: ['full-bodied red', 'Bordeaux blend', 'rosé'],
    aromas: ['blackcurrant', 'cedar', 'graphite', 'mint', 'tobacco leaf', 'black cherry'],
    palate: ['firm, fine-grained tannin', 'fresh acidity', 'full body', 'long finish'],
    servingTempC: [16, 18],
    pairings: ['grilled ribeye steak', 'roast lamb', 'beef stew', 'aged cheddar', 'mushroom dishes'],
  },
  {
    name: 'Pinot Noir',
    colour: 'red',
    synonyms: ['pinot', 'pinot nero', 'spätburgunder', 'spatburgunder', 'blauburgunder', 'pinot noire'],
    regions: ['Burgundy', 'Champagne', 'Willamette Valley', 'Central Otago', 'Sonoma Coast', 'Baden'],
    styles: ['light to medium-bodied red', 'sparkling', 'rosé'],
    aromas: ['red cherry', 'raspberry', 'violet', 'forest floor', 'mushroom', 'clove'],
    palate: ['silky, light tannin', 'bright acidity', 'medium body', 'savoury finish'],
    servingTempC: [13, 16],
    pairings: ['roast duck', 'salmon', 'mushroom risotto', 'roast chicken', 'soft cheeses'],
  },
];
