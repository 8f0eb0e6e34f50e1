import type { Producer } from '../types';

/** Compact constructor for producer records: name, where, what they are known for, other names, flagship wines. */
export function producer(
  name: string,
  country: string,
  region: string,
  knownFor: string,
  aliases: string[] = [],
  wines?: string[],
): Producer {
  return wines ? { name, aliases, country, region, knownFor, wines } : { name, aliases, country, region, knownFor };
}
