/**
 * What an appellation, region or classic style is made of — which grapes, what colour and style, how
 * sweet, how long it keeps — for the colour asked (red Sancerre is Pinot Noir, white Rioja is Viura);
 * and where a grape comes from and is grown.
 */
import { foldPhrase, grapeByName, regionByName, scanKnowledge, type Grape, type Region } from '../../knowledge';
import {
  classicStyleIn,
  grapeAgeing,
  localGrapeName,
  placeIn,
  placeProfile,
  type ClassicStyle,
  type PlaceStyle,
  type PlaceWineType,
} from '../../knowledge/appellations';
import { GRAPE_ORIGINS } from '../../knowledge/data/grape-origins';
import { benchmarkOf } from '../../knowledge/wine-structure';
import { levelWords } from './structure-words';
import { capitalise, listing, pick } from '../phrasing';

export type Facet = 'grapes' | 'colour' | 'sweetness' | 'ageing' | 'describe';

export type AppellationQuestion =
  | { kind: 'appellation'; facet: Facet; subject: { region: Region }; colour?: PlaceWineType }
  | { kind: 'appellation'; facet: Facet; subject: { style: ClassicStyle }; colour?: PlaceWineType }
  | { kind: 'appellation'; facet: 'colour' | 'sweetness' | 'ageing'; subject: { grape: Grape } };

export interface GrapeWhereQuestion {
  kind: 'grape-where';
  grape: Grape;
}

const FACETS: Array<[Facet, RegExp]> = [
  [
    'grapes',
    /\b(grapes?|varietals?|variety|varieties|made (from|of|with)|make up|what s in|whats in|what is in|goes? into|go in|blend of|made out of)\b/,
  ],
  [
    'colour',
    /\b(red or white|white or red|red or rose|rose or red|white or rose|what colou?r|which colou?r|what style|which style|what kind of wine|what type of wine|what sort of wine)\b|\b(is|are)\b.*\b(an? )?(red|white|rose|sparkling|fizzy|still)( wines?)?$/,
  ],
  ['sweetness', /\b(sweet|sweetness|dry|dryness|how dry|dessert wines?|sugar)\b/],
  [
    'ageing',
    /\b(how long|how many years|age|ages|aged|aging|ageing|cellar|cellaring|keep|keeps|lay down|when should i drink|when to drink|drinking window|mature|last)\b/,
  ],
];
const DESCRIBE = /^(what is|what s|whats|what are|explain|tell me about|describe)\b/;
/** Sweetness and ageing words are also tasting words: they ask about the place only in a question. */
const QUESTION_START =
  /^(what|which|is|are|how|was|were|can|could|should|does|do|will|when|tell me|explain|describe)\b/;
const PLAINLY_ASKS =
  /\b(how sweet|how dry|how long|how many years|ageing potential|aging potential|age well|sweet or dry|dry or sweet)\b/;

const COLOUR_WORDS: Array<[PlaceWineType, RegExp]> = [
  ['sparkling', /\b(sparkling|fizzy|bubbly)\b/],
  ['rose', /\b(rose|rosado|rosato)\b/],
  ['red', /\b(red|reds|rouge|rosso|tinto)\b/],
  ['white', /\b(white|whites|blanc|bianco|blanco)\b/],
];

/** The colour a question asks for ('red Sancerre'), unless it asks to choose between colours. */
function colourAsked(folded: string, facet: Facet): PlaceWineType | undefined {
  if (facet === 'colour') return undefined;
  const found = COLOUR_WORDS.filter(([, words]) => words.test(folded)).map(([type]) => type);
  return found.length === 1 ? found[0] : undefined;
}

/** 'What grapes are in white Rioja?', 'Is Sauternes sweet?', 'How long can I age Barolo?', 'What is a GSM?'. */
export function appellationIn(text: string): AppellationQuestion | null {
  const folded = foldPhrase(text);
  const facet = FACETS.find(
    ([name, words]) =>
      words.test(folded) &&
      (name === 'grapes' || name === 'colour' || QUESTION_START.test(folded) || PLAINLY_ASKS.test(folded)),
  )?.[0];
  const style = classicStyleIn(text);
  if (style && (facet || DESCRIBE.test(folded))) {
    const chosen = facet ?? 'describe';
    const colour = colourAsked(folded, chosen);
    return { kind: 'appellation', facet: chosen, subject: { style }, ...(colour ? { colour } : {}) };
  }
  const region = facet ? placeIn(text) : undefined;
  if (!facet) return null;
  if (!region) {
    // 'Is Gewürztraminer dry?', 'How long does Nebbiolo age?': the grape as it is usually made.
    const grape = scanKnowledge(text).grapes[0]?.grape;
    return grape && (facet === 'colour' || facet === 'sweetness' || facet === 'ageing')
      ? { kind: 'appellation', facet, subject: { grape } }
      : null;
  }
  const colour = colourAsked(folded, facet);
  return { kind: 'appellation', facet, subject: { region }, ...(colour ? { colour } : {}) };
}

/** 'Where is Tempranillo grown?', 'Where does Malbec come from?', 'origin of Zinfandel'. */
export function grapeWhereIn(text: string): GrapeWhereQuestion | null {
  const folded = foldPhrase(text);
  const asks =
    /\bwhere\b.*\b(grown|grow|grows|from|come from|comes from|found|made|planted|originate|originates)\b|\borigins? of\b|\bwhich (regions?|countries|places)\b.*\bgrow|\bwhere is\b/.test(
      folded,
    );
  const scan = scanKnowledge(text);
  const grape = scan.grapes[0]?.grape;
  return asks && grape && scan.regions.length === 0 ? { kind: 'grape-where', grape } : null;
}

const TYPE_PHRASES: Record<PlaceWineType, string> = {
  red: 'red',
  white: 'white',
  rose: 'rosé',
  sparkling: 'sparkling',
  dessert: 'sweet (dessert)',
  fortified: 'fortified',
};

/** A kind of wine in words; a sweet wine says its colour ('sweet white (dessert)'). */
function typePhrase(style: PlaceStyle): string {
  if (style.type !== 'dessert') return TYPE_PHRASES[style.type];
  const colour = style.grapes[0] ? grapeByName(style.grapes[0])?.colour : undefined;
  return colour ? `sweet ${colour} (dessert)` : TYPE_PHRASES.dessert;
}

/** 'from Nebbiolo', 'mainly from Sémillon, with Sauvignon Blanc and Muscadelle'. */
function madeFrom(style: PlaceStyle, country: string): string {
  const names = style.grapes.slice(0, 4).map((g) => localGrapeName(g, country));
  if (names.length === 0) return 'from local grapes';
  return names.length === 1 ? `from ${names[0]}` : `mainly from ${names[0]}, with ${listing(names.slice(1))}`;
}

function ageingWords([low, high]: [number, number]): string {
  if (high <= 1) return 'is made to drink young, within a year or so';
  if (high <= 4) return `is best young, within ${high} years of the vintage`;
  if (high >= 20) return `keeps and improves for ${low} to ${high} years`;
  return `is best from ${low} to ${high} years after the vintage`;
}

/** The styles the answer speaks of: the colour asked, else all of them, main first. */
function stylesFor(styles: PlaceStyle[], colour: PlaceWineType | undefined): PlaceStyle[] {
  if (!colour) return styles;
  return styles.filter(
    (s) => s.type === colour || (colour === 'white' && s.type === 'dessert' && styles.every((x) => x.type !== 'white')),
  );
}

function placeAnswer(facet: Facet, region: Region, colour: PlaceWineType | undefined): string[] {
  const profile = placeProfile(region);
  const chosen = stylesFor(profile.styles, colour);
  const name = region.name;
  if (chosen.length === 0) {
    const made = listing(profile.styles.map(typePhrase));
    return [`${name} makes no ${TYPE_PHRASES[colour!]} wine that I know of: it is ${made}.`];
  }
  const title = (s: PlaceStyle) =>
    profile.styles.length > 1 || colour ? `${capitalise(typePhrase(s))} ${name}` : name;
  const country = region.country;
  switch (facet) {
    case 'grapes':
      return chosen.map((s) => `${title(s)} is made ${madeFrom(s, country)}.`);
    case 'sweetness':
      // A scale ('from dry to sweet') is what the wines of a place run over.
      return chosen.map((s) =>
        s.sweetness.startsWith('from ') ? `${title(s)} wines run ${s.sweetness}.` : `${title(s)} is ${s.sweetness}.`,
      );
    case 'ageing':
      return chosen.map((s) => `${title(s)} ${ageingWords(s.ageing)}${s.ageingNote ? `; ${s.ageingNote}` : ''}.`);
    default: {
      const [main, ...others] = chosen;
      // A style that names its grape ('taut, mineral Chardonnay') needs no list of grapes after it.
      const grapes = (s: PlaceStyle) =>
        s.style && s.grapes[0] && foldPhrase(s.style).includes(foldPhrase(s.grapes[0]))
          ? ''
          : `, ${madeFrom(s, country)}`;
      const lines = [
        `${name} is a ${typePhrase(main!)} wine${main!.style ? ` (${main!.style})` : ''}${grapes(main!)}.`,
      ];
      if (others.length > 0)
        lines.push(`There is also ${listing(others.map((s) => `${typePhrase(s)} ${name}, ${madeFrom(s, country)}`))}.`);
      return lines;
    }
  }
}

function styleAnswer(facet: Facet, style: ClassicStyle): string[] {
  const grapes = listing(style.grapes);
  const what = `${style.name} is ${style.what}`;
  switch (facet) {
    case 'grapes':
      return [`${style.name} is made from ${grapes}: ${style.what}.`];
    case 'sweetness':
      return [`${style.name} is ${style.sweetness}: ${style.what}.`];
    case 'ageing':
      return [`As for keeping ${style.name}: ${style.ageing}.`, `It is ${style.what}.`];
    default:
      return [`${what}, from ${grapes}.`, `It is ${style.sweetness}; ${style.ageing}.`];
  }
}

/** A grape's colour, sweetness or ageing as it is usually made, from its record and its benchmark. */
function grapeAnswer(facet: 'colour' | 'sweetness' | 'ageing', grape: Grape): string[] {
  const made = `it is made as ${listing(grape.styles)}`;
  switch (facet) {
    case 'colour':
      return [`${grape.name} is a ${grape.colour} grape: ${made}.`];
    case 'sweetness': {
      const b = benchmarkOf(grape.name);
      const usual =
        b && (b.structure.sweetness <= 1.2 || b.structure.sweetness >= 3.5)
          ? ` As usually made, it is ${levelWords('sweetness', b.structure.sweetness)}.`
          : '';
      return [`${grape.name} depends on the winemaker: ${made}.${usual}`];
    }
    case 'ageing': {
      const [low, high] = grapeAgeing(grape.name, grape.colour);
      const home = benchmarkOf(grape.name)?.region;
      return [`${grape.name}${home ? ` at its best (${home})` : ''} ${ageingWords([low, high])}.`];
    }
  }
}

export function appellationAnswer(asked: AppellationQuestion, seed: number): string[] {
  const { subject } = asked;
  const lines =
    'grape' in subject
      ? grapeAnswer(asked.facet as 'colour' | 'sweetness' | 'ageing', subject.grape)
      : 'region' in subject
        ? placeAnswer(asked.facet, subject.region, 'colour' in asked ? asked.colour : undefined)
        : styleAnswer(asked.facet, subject.style);
  return [
    ...lines,
    pick(['Shall I suggest a bottle?', 'Do you have one in mind?', 'Want to know what to eat with it?'], seed, 77),
  ];
}

const SMALL_WORDS = new Set(['de', 'di', 'du', 'da', 'la', 'le', 'del', 'des', 'a', 'à']);
const titleCase = (name: string) =>
  name
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : capitalise(w)))
    .join(' ');

export function grapeWhereAnswer({ grape }: GrapeWhereQuestion, seed: number): string[] {
  const regions = [...new Set(grape.regions.map((name) => regionByName(name)))]
    .filter((r): r is Region => r !== undefined)
    .slice(0, 6);
  // Synonyms are kept folded; the unaccented spelling of the name itself is no other name.
  const squeeze = (name: string) => foldPhrase(name).replace(/ /g, '');
  const otherNames = grape.synonyms
    .filter((s) => squeeze(s) !== squeeze(grape.name))
    .slice(0, 3)
    .map(titleCase);
  const countries = [...new Set(regions.map((r) => r.country))];
  const origin = GRAPE_ORIGINS[grape.name];
  const where =
    regions.length > 0
      ? `${grape.name} is grown above all in ${listing(regions.map((r) => `${r.name} (${r.country})`))}`
      : `${grape.name} is grown in ${listing(grape.regions)}`;
  return [
    `${where}.`,
    ...(origin ? [`It comes from ${origin}.`] : countries.length > 0 ? [`Its home is ${countries[0]}.`] : []),
    ...(otherNames.length > 0 ? [`Also called ${listing(otherNames, 'or')}.`] : []),
    pick(['Would you like a bottle suggestion?', 'Which of these places appeals to you?'], seed, 78),
  ];
}
