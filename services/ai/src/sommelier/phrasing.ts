/**
 * Deterministic variety: the same conversation always gets the same wording, different conversations get
 * different wording, and nothing depends on a random source (replies are reproducible and testable).
 */

import { hashSeed } from '@sorsi/kit';

/**
 * A well-mixed choice number for a slot. FNV's low bits depend only on the low bits of each character,
 * so `% n` for a small n would tie the choices of different slots and different texts together; the
 * final avalanche (MurmurHash3's fmix32) spreads every input bit over the whole number.
 */
function choiceOf(seed: number, salt: number): number {
  let h = hashSeed(`${seed}:${salt}`);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One option, chosen by the seed; `salt` keeps the choices of different slots independent. */
export function pick<T>(options: readonly T[], seed: number, salt: number): T {
  return options[choiceOf(seed, salt) % options.length]!;
}

/** `count` items in their original order, starting from a seed-chosen offset (so lists vary but stay sensible). */
export function pickSome<T>(items: readonly T[], count: number, seed: number, salt: number): T[] {
  if (items.length <= count) return [...items];
  const offset = choiceOf(seed, salt) % items.length;
  return Array.from({ length: count }, (_, i) => items[(offset + i) % items.length]!);
}

/** 'a', 'a and b', 'a, b and c'. */
export function listing(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text with its first letter lower-cased, unless it starts with a name or an acronym ('Nebbiolo', 'TCA'). */
export function lowerFirst(text: string, keepIfName: boolean): string {
  return keepIfName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
