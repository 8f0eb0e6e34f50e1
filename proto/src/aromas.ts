import { z } from 'zod';
import { foldAccents } from './text';

// The aromas a structured tasting note can name: one closed vocabulary, grouped by family the way wine
// schools group them, shared by the save dialog's chips, the sommelier (offline matcher and the model's
// strict schema) and the tasting service's search by aroma. Each aroma is stored by its name.

interface FamilyData {
  family: string;
  /** Each aroma's name, then the other ways people write it (singular; plurals are found by rule). */
  aromas: ReadonlyArray<readonly [name: string, ...aliases: string[]]>;
}

const FAMILIES = [
  {
    family: 'Floral',
    aromas: [
      ['white flowers', 'flower', 'floral', 'blossom', 'acacia', 'linden', 'lime blossom', 'wisteria', 'meadow flower'],
      ['orange blossom', 'orange flower', 'neroli'],
      ['honeysuckle'],
      ['elderflower'],
      ['jasmine'],
      ['rose', 'rose petal'],
      ['violet'],
      ['chamomile', 'camomile'],
      ['geranium'],
      ['lavender'],
    ],
  },
  {
    family: 'Green and orchard fruit',
    aromas: [
      ['green apple', 'granny smith'],
      ['apple', 'red apple', 'baked apple', 'cooked apple', 'yellow apple'],
      ['pear', 'green pear'],
      ['quince'],
      ['gooseberry'],
      ['grape', 'grapey', 'muscat grape'],
    ],
  },
  {
    family: 'Citrus',
    aromas: [
      ['lemon', 'lemon zest', 'lemon peel', 'candied lemon', 'lemon curd'],
      ['lime', 'lime zest', 'lime leaf'],
      ['grapefruit', 'pink grapefruit'],
      ['orange peel', 'orange zest', 'citrus peel', 'marmalade'],
      ['citrus', 'citrus fruit'],
      ['bergamot'],
      ['yuzu'],
    ],
  },
  {
    family: 'Stone fruit',
    aromas: [
      ['peach', 'white peach', 'yellow peach'],
      ['apricot', 'dried apricot'],
      ['nectarine'],
      ['stone fruit', 'stone fruits'],
    ],
  },
  {
    family: 'Tropical fruit',
    aromas: [
      ['pineapple'],
      ['mango'],
      ['passion fruit', 'passionfruit'],
      ['lychee', 'litchi'],
      ['melon', 'honeydew', 'honeydew melon', 'cantaloupe'],
      ['banana'],
      ['tropical fruit', 'tropical'],
    ],
  },
  {
    family: 'Red fruit',
    aromas: [
      ['cherry', 'red cherry', 'sour cherry', 'morello', 'morello cherry', 'kirsch'],
      ['strawberry', 'wild strawberry'],
      ['raspberry'],
      ['redcurrant', 'red currant'],
      ['cranberry'],
      ['pomegranate'],
      ['red berries', 'red berry', 'red fruit', 'red fruits'],
      ['rhubarb'],
    ],
  },
  {
    family: 'Black fruit',
    aromas: [
      ['blackberry', 'bramble', 'blackberry jam'],
      ['blackcurrant', 'black currant', 'cassis'],
      ['black cherry', 'dark cherry'],
      ['blueberry', 'bilberry'],
      ['plum', 'black plum', 'red plum', 'damson'],
      ['mulberry'],
      ['black fruit', 'dark fruit', 'black fruits', 'dark fruits'],
    ],
  },
  {
    family: 'Dried and cooked fruit',
    aromas: [
      ['fig', 'dried fig'],
      ['prune', 'dried plum'],
      ['raisin', 'sultana'],
      ['date'],
      ['dried fruit', 'fruitcake', 'fruit cake'],
      ['jam', 'jammy', 'compote', 'stewed fruit'],
    ],
  },
  {
    family: 'Herbal and green',
    aromas: [
      ['grass', 'cut grass', 'grassy', 'freshly cut grass'],
      ['bell pepper', 'green pepper', 'red pepper', 'capsicum'],
      ['tomato leaf', 'tomato vine'],
      ['mint', 'spearmint', 'peppermint'],
      ['eucalyptus'],
      ['herbs', 'herb', 'dried herbs', 'herbal', 'garrigue', 'maquis', 'thyme', 'oregano', 'sage', 'rosemary'],
      ['fennel'],
      ['dill'],
      ['bay leaf'],
      ['blackcurrant leaf'],
      ['nettle'],
      ['hay'],
      ['tea', 'black tea', 'herbal tea'],
    ],
  },
  {
    family: 'Spice',
    aromas: [
      ['black pepper', 'pepper', 'peppery', 'cracked pepper', 'green peppercorn'],
      ['white pepper'],
      ['clove'],
      ['cinnamon'],
      ['nutmeg'],
      ['liquorice', 'licorice'],
      ['anise', 'aniseed', 'star anise'],
      ['ginger'],
      ['sweet spice', 'baking spice', 'spice', 'spicy'],
    ],
  },
  {
    family: 'Oak',
    aromas: [
      ['vanilla'],
      ['toast', 'toasty', 'toasted oak'],
      ['smoke', 'smoky', 'smokey'],
      ['cedar', 'cedarwood', 'cigar box'],
      ['coconut'],
      ['coffee', 'espresso', 'mocha'],
      ['chocolate', 'cocoa', 'dark chocolate'],
      ['oak', 'oaky', 'sawdust'],
    ],
  },
  {
    family: 'Earth and savoury',
    aromas: [
      ['leather'],
      ['earth', 'earthy', 'forest floor', 'undergrowth', 'wet earth'],
      ['mushroom'],
      ['truffle'],
      ['tobacco', 'tobacco leaf', 'sweet tobacco'],
      ['game', 'gamey', 'gamy'],
      ['meat', 'meaty', 'smoked meat', 'bacon', 'cured meat'],
      ['tar'],
      ['graphite', 'pencil shavings', 'pencil lead'],
      ['wet stone', 'stone', 'slate', 'mineral', 'minerality', 'chalk', 'chalky'],
      ['flint', 'gunflint', 'struck match'],
      ['petrol', 'kerosene'],
      ['saline', 'salt', 'salty', 'sea spray', 'sea breeze', 'sea shell', 'oyster shell'],
      ['olive', 'black olive', 'green olive'],
      ['beeswax', 'wax', 'waxy', 'lanolin'],
    ],
  },
  {
    family: 'Lees and yeast',
    aromas: [
      ['bread', 'bread dough', 'yeast', 'yeasty', 'dough'],
      ['brioche'],
      ['biscuit', 'pastry'],
      ['butter', 'buttery'],
      ['cream', 'creamy'],
      ['yoghurt', 'yogurt'],
    ],
  },
  {
    family: 'Nutty and sweet',
    aromas: [
      ['almond', 'bitter almond', 'green almond', 'marzipan'],
      ['hazelnut', 'toasted hazelnut'],
      ['walnut'],
      ['nuts', 'nut', 'nutty'],
      ['honey', 'honeyed'],
      ['caramel', 'toffee', 'butterscotch'],
      ['molasses', 'treacle'],
    ],
  },
] as const satisfies readonly FamilyData[];

type FamilyAroma = (typeof FAMILIES)[number]['aromas'][number][0];
const families = FAMILIES as readonly FamilyData[];

/** Every aroma's name, family by family. */
export const AROMAS = families.flatMap((family) => family.aromas.map(([name]) => name)) as [
  FamilyAroma,
  ...FamilyAroma[],
];
export const AromaSchema = z.enum(AROMAS);
export type Aroma = z.infer<typeof AromaSchema>;

export interface AromaFamily {
  /** Shown above the family's chips ('Red fruit'). */
  family: string;
  aromas: Aroma[];
}

/** The aromas by family, as the save dialog offers them. */
export const AROMA_FAMILIES: readonly AromaFamily[] = families.map(({ family, aromas }) => ({
  family,
  aromas: aromas.map(([name]) => name as Aroma),
}));

/** The aromas of a note: at most this many (a note names the main ones, not a list). */
export const NOTE_AROMAS_MAX = 12;

/**
 * Lower case, accents and punctuation gone, words split on anything else: 'Crème, BRÛLÉE!' → ['creme',
 * 'brulee']. 'Rosé' is the wine, not the flower: it becomes 'rosewine' before the accents go.
 */
export function foldedWords(text: string): string[] {
  const wine = text.normalize('NFC').replace(/ros[ée](?=\s+wine)|rosé(?!\p{L})/giu, 'rosewine');
  return foldAccents(wine)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The plural forms people write of a phrase's last word ('cherries', 'peaches', 'blackberries'). */
function pluralsOf(phrase: string): string[] {
  const head = phrase.slice(0, phrase.lastIndexOf(' ') + 1);
  const last = phrase.slice(head.length);
  const forms = [`${last}s`, `${last}es`];
  if (/[^aeiou]y$/.test(last)) forms.push(`${last.slice(0, -1)}ies`);
  return forms.map((form) => head + form);
}

/** Longest phrase of the vocabulary, in words. */
export const PHRASE_WORDS_MAX = 3;

let phraseIndex: Map<string, Aroma> | undefined;

/**
 * Every way of writing an aroma (folded, singular and plural) → the aroma. Built on first use; a way of
 * writing that would name two aromas is a mistake in the vocabulary, refused here (and so by its tests).
 */
function phrases(): Map<string, Aroma> {
  if (phraseIndex) return phraseIndex;
  const index = new Map<string, Aroma>();
  for (const family of families) {
    for (const [name, ...aliases] of family.aromas) {
      for (const written of [name, ...aliases]) {
        const folded = foldedWords(written).join(' ');
        for (const form of [folded, ...pluralsOf(folded)]) {
          const known = index.get(form);
          if (known !== undefined && known !== name) throw new Error(`'${form}' names both ${known} and ${name}`);
          index.set(form, name as Aroma);
        }
      }
    }
  }
  phraseIndex = index;
  return index;
}

/** The aroma a phrase of folded words names exactly ('black cherries' → black cherry), else null. */
export function aromaOfPhrase(words: readonly string[]): Aroma | null {
  return words.length > 0 && words.length <= PHRASE_WORDS_MAX ? (phrases().get(words.join(' ')) ?? null) : null;
}

/** An aroma named in a text: which, and which of the text's folded words name it. */
export interface AromaMention {
  aroma: Aroma;
  /** Index of its first word among `foldedWords(text)`. */
  word: number;
  words: number;
}

/**
 * The aromas a text names, in order, the longest phrase first at each word ('black cherries' is black
 * cherry, not cherry; 'pencil shavings' is graphite). Words that name no aroma are skipped.
 */
export function aromaMentions(words: readonly string[]): AromaMention[] {
  const found: AromaMention[] = [];
  let at = 0;
  while (at < words.length) {
    let hit: AromaMention | undefined;
    for (let width = Math.min(PHRASE_WORDS_MAX, words.length - at); width >= 1 && !hit; width--) {
      const aroma = aromaOfPhrase(words.slice(at, at + width));
      if (aroma) hit = { aroma, word: at, words: width };
    }
    if (hit) found.push(hit);
    at += hit?.words ?? 1;
  }
  return found;
}

/** The distinct aromas a text names, in the order first named. */
export function aromasNamedIn(text: string): Aroma[] {
  return [...new Set(aromaMentions(foldedWords(text)).map((mention) => mention.aroma))];
}

/** Words a search for aromas may carry around the aromas themselves ('tastings with cherry and leather'). */
const AROMA_QUERY_FILLER = new Set([
  'a',
  'an',
  'and',
  'aroma',
  'aromas',
  'find',
  'flavor',
  'flavors',
  'flavour',
  'flavours',
  'hint',
  'hints',
  'me',
  'nose',
  'note',
  'notes',
  'of',
  'plus',
  'scent',
  'scents',
  'show',
  'smell',
  'smelling',
  'smells',
  'some',
  'tasting',
  'tastings',
  'that',
  'the',
  'with',
  'wine',
  'wines',
]);

/**
 * The aromas a search term asks for, when it asks for aromas and nothing else: every word names an
 * aroma or is a filler word ('cherry leather', 'tastings with cherries and leather', 'notes of tar'),
 * and at least one aroma is named. Null for any other term ('Barolo cherry', 'cherry or leather').
 */
export function aromaQueryOf(term: string): Aroma[] | null {
  const words = foldedWords(term);
  const mentions = aromaMentions(words);
  const named = new Set<number>();
  for (const mention of mentions) for (let i = 0; i < mention.words; i++) named.add(mention.word + i);
  const onlyAromas = words.every((word, i) => named.has(i) || AROMA_QUERY_FILLER.has(word));
  return onlyAromas && mentions.length > 0 ? [...new Set(mentions.map((mention) => mention.aroma))] : null;
}
