/** Spec §4/§9: a vintage in chat text is four digits from 1950 to 2039 ('1990s' is a decade, not a vintage). */
import { LABEL_YEAR_MAX, LABEL_YEAR_MIN } from '@sorsi/proto';

const FOUR_DIGITS = /(?<![\p{L}\p{N}])\d{4}(?![\p{L}\p{N}])/gu;

export interface YearMention {
  year: string;
  index: number;
}

/** Every in-range four-digit year in the text, in order. */
export function findYears(text: string): YearMention[] {
  return [...text.matchAll(FOUR_DIGITS)]
    .filter((m) => Number(m[0]) >= LABEL_YEAR_MIN && Number(m[0]) <= LABEL_YEAR_MAX)
    .map((m) => ({ year: m[0], index: m.index }));
}
