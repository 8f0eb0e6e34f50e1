import type { WineType } from '@sorsi/proto';

// Spec taste-and-account §4 "Wine type derivation" (client-side, from the conversation).

/**
 * The spec's keywords, checked in its order. Whole words only ('port' must not fire inside 'support'),
 * an optional plural, any case. Beside the spec's words: each type's own name ('sparkling', 'dessert
 * wine', 'fortified wine') and the spellings without accents. Rosé needs its accent, 'rose wine' or the
 * Spanish/Italian names, because 'rose' alone is also a flower (a common tasting note for reds).
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
      'gewürztraminer',
      'gewurztraminer',
      'semillon',
      'sémillon',
      'viognier',
    ],
  ],
  ['rose', ['rosé', 'rose wine', 'rosado', 'rosato']],
  ['sparkling', ['champagne', 'prosecco', 'cava', 'bubbly', 'sparkling']],
  ['dessert', ['port', 'sauternes', 'ice wine', 'icewine', 'late harvest', 'botrytis', 'dessert wine']],
  ['fortified', ['sherry', 'madeira', 'marsala', 'vermouth', 'fortified wine']],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = KEYWORDS_IN_ORDER.map(
  ([type, words]) =>
    [type, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})s?(?![\\p{L}\\p{N}])`, 'iu')] as const,
);

/** The type the spec's keywords point to, or null when none of them appears. */
export function keywordWineType(messages: ReadonlyArray<{ content: string }>): WineType | null {
  if (messages.length < 2) return null;
  const text = messages.map((message) => message.content.normalize('NFC')).join('\n');
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** With fewer than 2 messages: Red. Otherwise the first keyword type in the spec's order, else Red. */
export function deriveWineType(messages: ReadonlyArray<{ content: string }>): WineType {
  return keywordWineType(messages) ?? 'red';
}
