/**
 * The shape of the sommelier's question set (issue 23 §1): questions people ask, by kind, each with the
 * facts a right answer must contain. The set is split in two: a development half, used while building
 * the answers, and a held-out half, written at the same time and only ever scored as a whole.
 */

/** What people ask the sommelier besides "tell me about this wine". */
export const KNOWLEDGE_KINDS = [
  'appellation-grapes',
  'appellation-colour',
  'appellation-sweetness',
  'appellation-ageing',
  'classic-style',
  'superlative',
  'comparison',
  'liking',
  'vintage-year',
  'vintage-best',
  'vintage-outside-chart',
  'storing',
  'serving',
  'mishap',
  'leftover',
  'fault',
  'label-term',
  'wine-style',
  'same-as',
  'food-pairing',
  'grape-profile',
  'region-profile',
  'similar-wines',
  'grape-where',
] as const;

export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

/**
 * One fact of a right answer, matched on the reply with case and accents ignored, at the start of a
 * word ('oxid' matches 'oxidised'; a number matches only the whole number): a word or phrase, one of
 * several alternatives, or at least `atLeast` different names of a list.
 */
export type Fact = string | readonly string[] | { readonly atLeast: number; readonly of: readonly string[] };

export interface KnowledgeQuestion {
  kind: KnowledgeKind;
  ask: string;
  facts: readonly Fact[];
  /** Words whose presence makes the answer wrong (the other colour's grape, a wrong year). */
  not?: readonly string[];
}
