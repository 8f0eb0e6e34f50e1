/**
 * What the conversation so far is about: the wine in focus (from the latest message that names one, or a
 * label just read), and what the latest message asks or says about food, taste and serving.
 */
import { type WineType, wineTypeFromWords } from '@sorsi/proto';
import {
  GRAPES,
  findProducers,
  foldPhrase,
  grapeByName,
  normaliseVarietal,
  regionByName,
  type Grape,
  type LabelTerm,
  type Producer,
  type Region,
} from '../knowledge';
import type { ChatMessage } from './chat-message';
import { withoutDishNames } from './dish-names';
import { producerIn } from './producer-patterns';
import { containsPhrase, foodsIn, type FoodMention } from './food-pairing';
import { analyseSource, type TextSource } from './text-sources';
import { QUESTION_INTENTS, TASTING_WORDS, type QuestionIntent, type TastingWord } from './tasting-vocabulary';
import { wineNameIn } from './wine-name-patterns';
import { knownWineType } from './wine-type';

/** A label read from a photo in this turn (the `wineLabel` fields). */
export interface DetectedLabel {
  producer?: string | null;
  wineName?: string | null;
  varietal?: string | null;
  year?: string | null;
  wineType?: WineType | null;
}

export interface WineInFocus {
  grape?: Grape;
  /** True when the grape was not named but follows from the region or the producer. */
  grapeInferred: boolean;
  region?: Region;
  /** True when the text named the region (not merely the producer's home region). */
  regionNamed: boolean;
  producer?: Producer;
  /** The producer as written when the knowledge base does not know it. */
  producerName?: string;
  wineName?: string;
  year?: number;
  terms: LabelTerm[];
  type: WineType;
  fromLabel: boolean;
}

export interface TastingMention {
  word: string;
  entry: TastingWord;
}

export interface ConversationFacts {
  /** The latest user message. */
  latest: string;
  wine: WineInFocus | null;
  /** Whether the latest user message itself names the wine (else it was named earlier). */
  wineNamedNow: boolean;
  foods: FoodMention[];
  tasting: TastingMention[];
  intents: Set<QuestionIntent>;
  /** A wine type the latest message names without naming a wine ('a red tonight'). */
  typeWord: WineType | null;
  /** Grapes whose aromas match the descriptors in the latest message, best first. */
  aromaMatches: Grape[];
  /** How many user messages there are (the conversation's turn). */
  turn: number;
}

const TYPE_WORDS: Array<[WineType, string[]]> = [
  ['red', ['red', 'reds', 'red wine']],
  ['white', ['white', 'whites', 'white wine']],
  ['rose', ['rose', 'rosado', 'rosato', 'pink wine']],
  ['sparkling', ['sparkling', 'bubbly', 'bubbles', 'fizz']],
  ['dessert', ['dessert wine', 'sweet wine', 'sticky']],
  ['fortified', ['fortified']],
];

function typeWordIn(text: string): WineType | null {
  const keyword = wineTypeFromWords(text);
  if (keyword) return keyword;
  const folded = foldPhrase(text);
  return TYPE_WORDS.find(([, words]) => words.some((w) => containsPhrase(folded, w)))?.[0] ?? null;
}

/**
 * The grape a region stands for when none is named: its first grape of the wine's colour. Only for still
 * reds and whites — a Champagne or a Provence rosé is a blend whose grapes would mislead.
 */
function impliedGrape(region: Region | undefined, type: WineType | null): Grape | undefined {
  if (!region || (type !== null && type !== 'red' && type !== 'white')) return undefined;
  const grapes = region.grapes.map((name) => grapeByName(name)).filter((g): g is Grape => g !== undefined);
  return (type ? grapes.find((g) => g.colour === type) : undefined) ?? grapes[0];
}

/** The wine one message names, if it names one. */
function wineIn(source: TextSource): WineInFocus | null {
  const { scan } = source;
  const producerFind = producerIn(source);
  const producer = scan.producers[0]?.producer;
  const namedGrape = scan.grapes[0]?.grape;
  const region = scan.regions[0]?.region ?? (producer ? regionByName(producer.region) : undefined);
  if (!producerFind && !namedGrape && !scan.regions[0]) return null;
  const terms = scan.labelTerms.map((t) => t.term);
  const typeHint = wineTypeFromWords(source.text) ?? knownWineType({ terms, namedGrape, producer, region });
  const grape = namedGrape ?? impliedGrape(region, typeHint);
  const year = source.years[0]?.year;
  const wineName = wineNameIn(source, producerFind);
  return {
    ...(grape ? { grape } : {}),
    grapeInferred: !namedGrape && grape !== undefined,
    ...(region ? { region } : {}),
    regionNamed: scan.regions.length > 0,
    ...(producer ? { producer } : producerFind ? { producerName: producerFind.name } : {}),
    ...(wineName && wineName !== producer?.name && wineName !== producerFind?.name ? { wineName } : {}),
    ...(year ? { year: Number(year) } : {}),
    terms,
    type: typeHint ?? grape?.colour ?? 'red',
    fromLabel: false,
  };
}

/** The wine a label names, resolved against the knowledge base where it can be. */
function wineOnLabel(label: DetectedLabel): WineInFocus | null {
  const producer = label.producer ? findProducers(label.producer)[0]?.producer : undefined;
  const varietal = label.varietal ? normaliseVarietal(label.varietal) : null;
  const namedGrape = varietal ? grapeByName(varietal) : undefined;
  const region = producer ? regionByName(producer.region) : undefined;
  if (!label.producer && !namedGrape && !label.wineName) return null;
  const typeHint = label.wineType ?? knownWineType({ terms: [], namedGrape, producer, region });
  const grape = namedGrape ?? impliedGrape(region, typeHint);
  const year = label.year && /^\d{4}$/.test(label.year) ? Number(label.year) : undefined;
  return {
    ...(grape ? { grape } : {}),
    grapeInferred: !namedGrape && grape !== undefined,
    ...(region ? { region } : {}),
    regionNamed: false,
    ...(producer ? { producer } : label.producer ? { producerName: label.producer } : {}),
    ...(label.wineName && label.wineName !== label.producer ? { wineName: label.wineName } : {}),
    ...(year ? { year } : {}),
    terms: [],
    type: typeHint ?? grape?.colour ?? 'red',
    fromLabel: true,
  };
}

function intentsIn(text: string): Set<QuestionIntent> {
  const folded = foldPhrase(text);
  return new Set(
    QUESTION_INTENTS.filter(([, phrases]) => phrases.some((p) => containsPhrase(folded, p))).map(([i]) => i),
  );
}

function tastingIn(text: string): TastingMention[] {
  const folded = foldPhrase(text);
  return TASTING_WORDS.flatMap((entry) => {
    const word = entry.words.find((w) => containsPhrase(folded, w));
    return word ? [{ word, entry }] : [];
  });
}

/** Grapes sharing at least two aroma descriptors with the text ('blackcurrant, cedar and mint' → Cabernet). */
function aromaMatchesIn(text: string): Grape[] {
  const folded = foldPhrase(text);
  return GRAPES.map((grape, order) => ({
    grape,
    order,
    hits: grape.aromas.filter((a) => containsPhrase(folded, foldPhrase(a))).length,
  }))
    .filter((s) => s.hits >= 2)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((s) => s.grape);
}

export function analyseConversation(messages: ChatMessage[], label?: DetectedLabel | null): ConversationFacts {
  const userMessages = messages.filter((m) => m.role === 'user');
  const latest = userMessages[userMessages.length - 1]?.content ?? '';
  const latestWine = latest ? wineIn(analyseSource(withoutDishNames(latest))) : null;
  const labelWine = label ? wineOnLabel(label) : null;
  // Latest user message first, then earlier ones, then what the assistant said (e.g. about a label).
  const earlier = [...userMessages.slice(0, -1).reverse(), ...messages.filter((m) => m.role === 'assistant').reverse()];
  const earlierWine = earlier.reduce<WineInFocus | null>(
    (found, m) => found ?? wineIn(analyseSource(withoutDishNames(m.content))),
    null,
  );
  return {
    latest,
    wine: labelWine ?? latestWine ?? earlierWine,
    wineNamedNow: labelWine !== null || latestWine !== null,
    foods: foodsIn(latest),
    tasting: tastingIn(latest),
    intents: intentsIn(latest),
    typeWord: typeWordIn(latest),
    aromaMatches: aromaMatchesIn(latest),
    turn: userMessages.length,
  };
}
