/**
 * The tasting words people use and the kinds of question they ask about a bottle, as folded (lower-case,
 * unaccented) words and phrases.
 */

export interface TastingWord {
  /** Folded words that name it. */
  words: string[];
  /** What it is, briefly, and what shapes it. */
  explanation: string;
}

export const TASTING_WORDS: TastingWord[] = [
  {
    words: ['tannin', 'tannins', 'tannic', 'grippy', 'astringent', 'drying', 'chewy', 'grip'],
    explanation:
      'that drying grip is tannin, from skins, seeds and oak; it softens with bottle age, with air, and with protein and fat on the plate',
  },
  {
    words: ['acid', 'acidity', 'tart', 'crisp', 'zesty', 'sharp', 'sour', 'mouthwatering'],
    explanation: 'the mouth-watering lift is acidity, which keeps a wine fresh and makes it so good with food',
  },
  {
    words: ['oak', 'oaky', 'vanilla', 'toast', 'toasty', 'cedar', 'barrel', 'coconut'],
    explanation: 'vanilla, toast or cedar usually come from oak barrels; new and American oak show most',
  },
  {
    words: ['sweet', 'sweetness', 'off dry', 'residual sugar', 'sugary'],
    explanation: 'real sweetness is sugar left after fermentation, but ripe fruit can taste sweet in a dry wine too',
  },
  {
    words: ['fruity', 'jammy', 'fruit forward', 'ripe', 'juicy'],
    explanation: 'lush fruit comes from warm sun and ripe picking; cooler places give crunchier, tarter fruit',
  },
  {
    words: ['body', 'full bodied', 'light bodied', 'medium bodied', 'heavy', 'thin', 'rich', 'weight'],
    explanation: 'body is the weight on the palate, mostly from alcohol and extract — think skimmed milk against cream',
  },
  {
    words: ['alcohol', 'hot', 'boozy', 'burn', 'warm'],
    explanation: 'warmth at the back of the throat is alcohol; a slightly cooler serve tames it',
  },
  {
    words: ['earthy', 'funky', 'barnyard', 'forest floor', 'leather', 'savoury', 'savory'],
    explanation:
      'earthy, savoury notes come with age and with certain grapes and places — part of the charm, unless they dominate',
  },
  {
    words: ['mineral', 'minerality', 'flinty', 'saline', 'salty', 'chalky', 'stony'],
    explanation: 'what we call minerality is a stony, saline sensation tied to acidity and to cool, poor soils',
  },
  {
    words: ['finish', 'length', 'aftertaste', 'lingering'],
    explanation: 'count the seconds the flavour stays after you swallow: a long finish is a mark of quality',
  },
  {
    words: ['corked', 'cork taint', 'wet cardboard', 'musty', 'damp'],
    explanation:
      'a musty, wet-cardboard smell that mutes the fruit is cork taint (TCA): a faulty bottle worth returning',
  },
  {
    words: ['vinegar', 'nail polish', 'volatile'],
    explanation: 'a vinegary or nail-polish edge is volatile acidity: a little adds lift, a lot is a fault',
  },
  {
    words: ['bubbles', 'fizzy', 'mousse', 'fizz', 'spritzy', 'prickle'],
    explanation:
      'fine, persistent bubbles come from long ageing on the lees; a slight prickle in a still wine is often intentional',
  },
  {
    words: ['sediment', 'crystals', 'tartrates', 'deposit'],
    explanation:
      'sediment and little crystals are harmless — tartrates and colour that settle with age; decant off them',
  },
  {
    words: ['buttery', 'butter', 'creamy'],
    explanation: 'a buttery, creamy note comes from malolactic conversion and lees stirring',
  },
  {
    words: ['petrol', 'kerosene', 'diesel'],
    explanation: 'that petrol note is a prized sign of aged Riesling',
  },
  {
    words: ['green', 'vegetal', 'bell pepper', 'grassy', 'herbaceous', 'stemmy'],
    explanation:
      'green, leafy notes come from pyrazines in grapes like Sauvignon and the Cabernets, or from whole bunches',
  },
];

export type QuestionIntent = 'pairing' | 'serving' | 'ageing' | 'describe' | 'similar' | 'leftover';

/** Folded phrases that reveal what the person wants to know. */
export const QUESTION_INTENTS: Array<[QuestionIntent, string[]]> = [
  [
    'leftover',
    [
      'after opening',
      'leftover',
      'left over',
      'keep it open',
      'stay open',
      'open bottle',
      'opened bottle',
      'last once',
      'half a bottle',
    ],
  ],
  [
    'pairing',
    [
      'eat with',
      'pair',
      'pairing',
      'pairs',
      'go with',
      'goes with',
      'food',
      'dinner',
      'lunch',
      'match',
      'cook',
      'menu',
      'dish',
      'meal',
    ],
  ],
  [
    'serving',
    [
      'serve',
      'serving',
      'temperature',
      'chill',
      'chilled',
      'fridge',
      'glass',
      'glassware',
      'decant',
      'decanting',
      'breathe',
      'aerate',
      'how cold',
      'how warm',
      'ice bucket',
    ],
  ],
  [
    'ageing',
    [
      'ready',
      'age',
      'aging',
      'ageing',
      'cellar',
      'keep',
      'drink now',
      'peak',
      'how long',
      'lay down',
      'hold',
      'too old',
      'past its',
      'drinking window',
      'mature',
    ],
  ],
  [
    'describe',
    [
      'taste like',
      'expect',
      'what does',
      'describe',
      'tasting notes',
      'smell',
      'aroma',
      'aromas',
      'nose',
      'palate',
      'flavour',
      'flavor',
      'flavours',
      'flavors',
      'tell me about',
      'what is',
    ],
  ],
  [
    'similar',
    ['similar', 'recommend', 'alternative', 'suggest', 'what else', 'other wines', 'next bottle', 'like this'],
  ],
];
