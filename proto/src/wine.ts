import { z } from 'zod';
import { LABEL_YEAR_MAX, LABEL_YEAR_MIN, type WineType, WineTypeSchema } from './ai';
import { atMost, foldAccents } from './text';

// What wines are: their types as people write them, vintages the server can store, and the spec's
// keyword rule for a conversation's wine type (taste-and-account §4), used by the web and the AI service.

/** What the save form's vintage field accepts (spec §5: "vintage optional, at most 10 characters"). */
export const VINTAGE_INPUT_MAX = 10;

/**
 * Wine type as people write it: 'Red', ' rosé ', 'ROSE' all become the stored value ('red', 'rose').
 * Case, surrounding space and accents are ignored; anything else than the seven types is refused.
 */
export function normaliseWineType(raw: string): string {
  return foldAccents(raw.trim());
}
export const WineTypeInputSchema = z.string().transform(normaliseWineType).pipe(WineTypeSchema);

/**
 * What the server stores as a year: 'NV', a four-digit year from 1950 to 2039 (spec §9), or null.
 *
 * The save form lets a person type up to 10 characters and only hints 'Use YYYY or NV' without
 * blocking (spec §5), so the server must not fail the save over it: 'nv' in any case becomes 'NV',
 * an exact four-digit year in range is kept, a whole-number year (as the label reader may send) is
 * kept when in range, and anything else (blank, '15', '2015ish', 1900) is stored as null.
 */
export function normaliseVintage(raw: string | number | null): string | null {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (/^nv$/i.test(text)) return 'NV';
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= LABEL_YEAR_MIN && year <= LABEL_YEAR_MAX ? text : null;
}
export const VintageInputSchema = z
  .union([z.string().max(VINTAGE_INPUT_MAX, atMost(VINTAGE_INPUT_MAX)), z.number().int()])
  .nullable()
  .transform(normaliseVintage);

/**
 * The spec's keywords (§4 "Wine type derivation"), checked in its order, with the spellings people
 * type without accents ('gewurztraminer') and each type's own name ('sparkling', 'icewine'). Rosé needs
 * its accent, 'rose wine' or the Spanish and Italian names: 'rose' alone is also a flower, a common
 * tasting note for reds.
 */
const KEYWORDS_IN_ORDER: ReadonlyArray<readonly [WineType, readonly string[]]> = [
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only ('port' must not fire inside 'support'), an optional plural, any case. */
const wholeWords = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})s?(?![\\p{L}\\p{N}])`, 'iu');
const PATTERNS = KEYWORDS_IN_ORDER.map(([type, words]) => [type, wholeWords(words)] as const);
const ROSE_WITH_ACCENT = wholeWords(['rosé']);

/** The type the spec's keywords in a text point to, or null when none of them appears. */
export function wineTypeFromWords(text: string): WineType | null {
  // Folded, so 'Gewürztraminer' and 'gewurztraminer' match alike.
  const plain = foldAccents(text);
  for (const [type, pattern] of PATTERNS) {
    if (pattern.test(plain)) return type;
    if (type === 'rose' && ROSE_WITH_ACCENT.test(text.normalize('NFC'))) return type;
  }
  return null;
}

/** The keyword type of a conversation: none with fewer than 2 messages (spec §4). */
export function keywordWineType(messages: ReadonlyArray<{ content: string }>): WineType | null {
  if (messages.length < 2) return null;
  return wineTypeFromWords(messages.map((message) => message.content).join('\n'));
}

/** Spec §4: with fewer than 2 messages Red; otherwise the first keyword type in the spec's order, else Red. */
export function deriveWineType(messages: ReadonlyArray<{ content: string }>): WineType {
  return keywordWineType(messages) ?? 'red';
}
