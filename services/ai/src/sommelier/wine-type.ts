/**
 * Spec taste-and-account.md §4 "Wine type derivation": with fewer than 2 messages the result is Red;
 * otherwise keyword checks run in the order White, Rosé, Sparkling, Dessert, Fortified; anything else is Red.
 */
import type { WineType } from '@sorsi/proto';
import {
  foldPhrase,
  grapeByName,
  regionByName,
  type Grape,
  type LabelTerm,
  type Producer,
  type Region,
} from '../knowledge';
import type { ChatMessage } from './chat-message';

/**
 * The spec's keywords per type, in the order they are checked, as folded words (so 'Gewürztraminer' and
 * 'gewurztraminer' match alike). Matching is by whole words: 'port' must not fire inside 'support'. Rosé
 * needs its accent or the word 'wine' ('rose' alone is also a flower and a common tasting note), and a
 * few plain spellings of the spec's words are added ('sparkling', 'icewine').
 */
const KEYWORDS_IN_ORDER: Array<[WineType, string[]]> = [
  [
    'white',
    [
      'white wine',
      'chardonnay',
      'sauvignon blanc',
      'riesling',
      'pinot grigio',
      'pinot gris',
      'gewurztraminer',
      'semillon',
      'viognier',
    ],
  ],
  ['rose', ['rose wine', 'rosado', 'rosato']],
  ['sparkling', ['champagne', 'prosecco', 'cava', 'bubbly', 'sparkling']],
  ['dessert', ['port', 'sauternes', 'ice wine', 'icewine', 'late harvest', 'botrytis']],
  ['fortified', ['sherry', 'madeira', 'marsala', 'vermouth']],
];

/** 'Rosé' with its accent (which folding would drop) as a whole word. */
const ROSE_WITH_ACCENT = /(?<!\p{L})rosé(?:s)?(?!\p{L})/iu;

const containsPhrase = (folded: string, phrase: string): boolean =>
  ` ${folded} `.includes(` ${phrase} `) || ` ${folded} `.includes(` ${phrase}s `);

/** The type the conversation's words point to, or null when none of the spec's keywords appears. */
export function keywordWineType(text: string): WineType | null {
  const folded = foldPhrase(text);
  for (const [type, keywords] of KEYWORDS_IN_ORDER) {
    if (keywords.some((k) => containsPhrase(folded, k))) return type;
    if (type === 'rose' && ROSE_WITH_ACCENT.test(text.normalize('NFC'))) return type;
  }
  return null;
}

/** Spec §4: the wine type of a conversation (client rule, also used server-side by extraction). */
export function deriveWineType(messages: ChatMessage[]): WineType {
  if (messages.length < 2) return 'red';
  return keywordWineType(messages.map((m) => m.content).join('\n')) ?? 'red';
}

/** The type a region's signature style (its first listed style) stands for, if it is not still red or white. */
function signatureStyleType(region: Region): WineType | null {
  const style = foldPhrase(region.styles[0] ?? '');
  if (/sparkling/.test(style)) return 'sparkling';
  if (/\brose\b/.test(style)) return 'rose';
  if (/fortified/.test(style)) return 'fortified';
  if (/^sweet|botrytised/.test(style)) return 'dessert';
  return null;
}

/**
 * Server-side refinement, not part of the spec's client rule: the type the knowledge base gives a wine
 * when no keyword names it — a label term that implies one ('Brut', 'Auslese', 'Tawny'), the colour of a
 * grape named in the text, the producer's speciality ('Provence rosé estate'), the signature style of
 * the region (named, else the producer's: Champagne, Sauternes, Jerez) or the one colour of all its
 * grapes. Null when none of these says anything.
 */
export function knownWineType(facts: {
  terms: LabelTerm[];
  namedGrape?: Grape | undefined;
  producer?: Producer | undefined;
  region?: Region | undefined;
}): WineType | null {
  const implied = facts.terms.map((t) => t.implies?.wineType).find((t) => t !== undefined);
  if (implied) return implied;
  if (facts.namedGrape) return facts.namedGrape.colour;
  const speciality = facts.producer ? keywordWineType(facts.producer.knownFor) : null;
  if (speciality) return speciality;
  const region = facts.region ?? (facts.producer ? regionByName(facts.producer.region) : undefined);
  return region ? (signatureStyleType(region) ?? singleColour(region)) : null;
}

/** The colour of a region whose grapes are all red or all white (Rueda: Verdejo and Sauvignon Blanc). */
function singleColour(region: Region): WineType | null {
  const colours = new Set(region.grapes.map((name) => grapeByName(name)?.colour));
  return colours.size === 1 ? ([...colours][0] ?? null) : null;
}
