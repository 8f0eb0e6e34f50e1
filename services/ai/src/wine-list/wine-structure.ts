import type { WineStructure } from '@sorsi/proto';
import { benchmarkOf } from '../knowledge/wine-structure';
import type { WineFacts } from './wine-facts';

/**
 * The sommelier's profile of a wine on a list (body, acidity, tannin, sweetness): that of its place's
 * classic wine, else of its grape, as the knowledge base charts them; none when it knows neither.
 */
export function structureOf(facts: WineFacts): WineStructure | undefined {
  const type = facts.type ?? undefined;
  const benchmark =
    (facts.region && benchmarkOf(facts.region.name, type)) || (facts.grape && benchmarkOf(facts.grape.name, type));
  if (!benchmark) return undefined;
  const { body, acidity, tannin, sweetness } = benchmark.structure;
  return { body, acidity, tannin, sweetness };
}
