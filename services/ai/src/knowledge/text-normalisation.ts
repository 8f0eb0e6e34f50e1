import { foldAccents } from '@sorsi/proto';

/**
 * Accent- and case-insensitive tokenising. Every lookup in the knowledge base compares folded tokens
 * (lower-case ASCII letters and digits), while keeping offsets into the original text so a match can
 * be reported exactly as it was written.
 */

export interface Token {
  /** Folded text: lower-case a-z and 0-9 only. */
  text: string;
  /** Offset of the token's first character in the original text. */
  start: number;
  /** Offset just past the token's last character in the original text. */
  end: number;
}

const COMBINING_MARK = /\p{M}/u;
const foldCache = new Map<string, string>();

/** Folds one character to lower-case ASCII letters/digits, or '' for separators and symbols. */
export function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return ch;
  if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
  if (code < 128) return '';
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  const base = foldAccents(ch);
  const folded = /^[a-z0-9]+$/.test(base) ? base : '';
  foldCache.set(ch, folded);
  return folded;
}

/** Splits text into folded word tokens; apostrophes, hyphens and punctuation separate words. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let current = '';
  let start = -1;
  let end = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // A decomposed accent (e + U+0301) belongs to the word it follows.
    if (start >= 0 && COMBINING_MARK.test(ch)) {
      end = i + 1;
      continue;
    }
    const folded = foldChar(ch);
    if (folded) {
      if (start < 0) start = i;
      current += folded;
      end = i + 1;
    } else if (start >= 0) {
      tokens.push({ text: current, start, end });
      current = '';
      start = -1;
    }
  }
  if (start >= 0) tokens.push({ text: current, start, end });
  return tokens;
}

/** The folded form of a whole phrase: tokens joined by single spaces ('Châteauneuf-du-Pape' → 'chateauneuf du pape'). */
export function foldPhrase(text: string): string {
  return tokenise(text)
    .map((t) => t.text)
    .join(' ');
}
