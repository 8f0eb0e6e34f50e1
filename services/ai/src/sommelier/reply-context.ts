/**
 * What every part of a reply shares: the facts of the conversation, the wording seed and the clock, and
 * how wine types, temperatures and makers are spoken of.
 */
import type { WineType } from '@sorsi/proto';
import type { ConversationFacts, WineInFocus } from './conversation-analysis';
import { fahrenheit } from './wine-profile';

export interface Context {
  facts: ConversationFacts;
  seed: number;
  now: Date;
}

export const TYPE_NAMES: Record<WineType, string> = {
  red: 'red',
  white: 'white',
  rose: 'rosé',
  sparkling: 'sparkling wine',
  dessert: 'dessert wine',
  fortified: 'fortified wine',
  other: 'wine',
};

/** What any wine of a type shows when the grape is unknown. */
export const TYPE_NOTES: Record<WineType, { aromas: string[]; palate: string[]; pairings: string[] }> = {
  red: {
    aromas: ['red and dark fruit', 'spice', 'a savoury edge'],
    palate: ['some tannin', 'fresh acidity'],
    pairings: ['roast meats', 'mushroom dishes', 'hard cheeses'],
  },
  white: {
    aromas: ['citrus', 'orchard fruit', 'white flowers'],
    palate: ['fresh acidity', 'a clean finish'],
    pairings: ['fish', 'roast chicken', 'salads'],
  },
  rose: {
    aromas: ['strawberry', 'redcurrant', 'citrus peel'],
    palate: ['crisp acidity', 'a dry finish'],
    pairings: ['salads', 'grilled fish', 'mezze'],
  },
  sparkling: {
    aromas: ['green apple', 'citrus', 'brioche'],
    palate: ['lively bubbles', 'bright acidity'],
    pairings: ['oysters', 'fried snacks', 'salty cheeses'],
  },
  dessert: {
    aromas: ['honey', 'apricot', 'candied citrus'],
    palate: ['sweetness balanced by acidity'],
    pairings: ['blue cheese', 'fruit tarts', 'foie gras'],
  },
  fortified: {
    aromas: ['dried fruit', 'nuts', 'caramel'],
    palate: ['warmth', 'a long, rich finish'],
    pairings: ['nuts', 'aged cheeses', 'chocolate'],
  },
  other: {
    aromas: ['dried apricot', 'orange peel', 'herbs'],
    palate: ['a gentle tannic grip'],
    pairings: ['spiced dishes', 'mezze', 'hard cheeses'],
  },
};

export const temperatures = ([low, high]: [number, number]) =>
  `${low}–${high} °C (${fahrenheit(low)}–${fahrenheit(high)} °F)`;

export function makerOf(wine: WineInFocus): string | undefined {
  return wine.producer?.name ?? wine.producerName;
}
