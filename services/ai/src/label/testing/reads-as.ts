import { foldPhrase } from '../../knowledge';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * Whether a name was read back: equal ignoring case and the accents OCR drops, allowing one misread
 * letter per 12 (what a person fixes at a glance in the save dialog, where an unsure field is marked).
 */
export function readsAs(actual: string | null, expected: string | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  const [a, e] = [foldPhrase(actual), foldPhrase(expected)];
  return editDistance(a, e) <= Math.floor(e.length / 12);
}
