/**
 * Finds known phrases (grape, region, producer and label-term aliases) in free text in one pass.
 * Aliases are indexed by their first folded token, so a lookup costs one map probe per word of the
 * input plus a comparison against the few aliases sharing that first word — never a regex per alias.
 */
import { tokenise, type Token } from './text-normalisation';
import type { KnowledgeMatch } from './types';

/**
 * How strictly an alias must be written to count: some aliases are also everyday words ('Graves',
 * 'Ridge', 'Toro') and count only capitalised; abbreviations such as 'DOC' or 'AVA' only in capitals.
 */
export type CaseRule = 'any' | 'capitalised' | 'upper';

interface IndexedAlias<T> {
  item: T;
  tokens: string[];
  caseRule: CaseRule;
}

/** Word spellings that are interchangeable in names ('St-Émilion' = 'Saint-Émilion'). */
const INTERCHANGEABLE_WORDS: Record<string, string> = {
  saint: 'st',
  st: 'saint',
  sainte: 'ste',
  ste: 'sainte',
  mount: 'mt',
  mt: 'mount',
};

/** Every spelling of a tokenised alias obtained by swapping interchangeable words. */
export function aliasSpellings(tokens: string[]): string[][] {
  let spellings: string[][] = [[]];
  for (const token of tokens) {
    const swap = INTERCHANGEABLE_WORDS[token];
    spellings = spellings.flatMap((s) =>
      swap
        ? [
            [...s, token],
            [...s, swap],
          ]
        : [[...s, token]],
    );
  }
  return spellings;
}

export class PhraseMatcher<T> {
  private readonly byFirstToken = new Map<string, IndexedAlias<T>[]>();
  private readonly exact = new Map<string, T>();

  /** Indexes one alias of an item. The first item registered for a spelling keeps it. */
  add(item: T, alias: string, caseRule: CaseRule = 'any'): void {
    const tokens = tokenise(alias).map((t) => t.text);
    if (tokens.length === 0) return;
    for (const spelling of aliasSpellings(tokens)) {
      const key = spelling.join(' ');
      if (this.exact.has(key)) continue;
      this.exact.set(key, item);
      const bucket = this.byFirstToken.get(spelling[0]!) ?? [];
      bucket.push({ item, tokens: spelling, caseRule });
      this.byFirstToken.set(spelling[0]!, bucket);
    }
  }

  /** The item whose alias equals the whole folded phrase, if any. */
  lookup(foldedPhrase: string): T | undefined {
    return this.exact.get(foldedPhrase);
  }

  /** Every folded alias spelling with its item (for integrity checks and fuzzy indexes). */
  entries(): IterableIterator<[string, T]> {
    return this.exact.entries();
  }

  /** Non-overlapping matches, left to right; at each position the longest alias wins. Plurals count. */
  find(text: string): KnowledgeMatch<T>[] {
    return this.findInTokens(text, tokenise(text));
  }

  findInTokens(text: string, tokens: Token[]): KnowledgeMatch<T>[] {
    const matches: KnowledgeMatch<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      const hit = this.longestAt(text, tokens, i);
      if (hit) {
        const last = tokens[i + hit.tokens.length - 1]!;
        matches.push({ item: hit.item, matched: text.slice(tokens[i]!.start, last.end), index: tokens[i]!.start });
        i += hit.tokens.length;
      } else {
        i += 1;
      }
    }
    return matches;
  }

  private longestAt(text: string, tokens: Token[], i: number): IndexedAlias<T> | undefined {
    const first = tokens[i]!.text;
    const singular = pluralStem(first);
    const candidates = [
      ...(this.byFirstToken.get(first) ?? []),
      ...(singular ? (this.byFirstToken.get(singular) ?? []) : []),
    ];
    let best: IndexedAlias<T> | undefined;
    for (const alias of candidates) {
      if (best && best.tokens.length >= alias.tokens.length) continue;
      const span = tokens.slice(i, i + alias.tokens.length);
      if (
        span.length === alias.tokens.length &&
        alias.tokens.every((t, k) => tokenMatches(span[k]!.text, t, k === alias.tokens.length - 1)) &&
        caseRuleHolds(alias.caseRule, text, span)
      ) {
        best = alias;
      }
    }
    return best;
  }
}

/** 'malbecs' → 'malbec': the word without a plural 's', or undefined when it has none. */
function pluralStem(word: string): string | undefined {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : undefined;
}

/** A word matches an alias word exactly, or — as the alias's last word — in the plural ('two Malbecs'). */
function tokenMatches(word: string, aliasWord: string, isLast: boolean): boolean {
  return word === aliasWord || (isLast && pluralStem(word) === aliasWord);
}

function caseRuleHolds(rule: CaseRule, text: string, tokens: Token[]): boolean {
  if (rule === 'any') return true;
  const first = text[tokens[0]!.start]!;
  if (rule === 'capitalised') return first !== first.toLowerCase();
  return tokens.every((t) => {
    const written = text.slice(t.start, t.end);
    return written === written.toUpperCase();
  });
}
