import { grapeByName } from '../knowledge';
import type { LabelLine } from './label-lines';
import type { ProducerReading } from './pick-producer';

export interface VarietalReading {
  varietal: string;
  confidence: number;
}

const inside = (inner: { index: number; matched: string }, outer: { index: number; matched: string }): boolean =>
  inner.index >= outer.index && inner.index + inner.matched.length <= outer.index + outer.matched.length;

/**
 * The grape on the label, named as the knowledge base names it ('Cab. Sauvignon', 'Cabernat Sauvignon'
 * → 'Cabernet Sauvignon'). A grape word that is part of an appellation ('Vino Nobile di Montepulciano')
 * or of the producer's name does not count. Without a grape on the label, an appellation made from one
 * grape gives it (Barolo → Nebbiolo, Chablis → Chardonnay), with lower confidence.
 */
export function pickVarietal(lines: LabelLine[], producer: ProducerReading | null): VarietalReading | null {
  let best: (VarietalReading & { rank: number }) | null = null;
  for (const line of lines) {
    for (const grape of line.grapes) {
      if (line.regions.some((region) => inside(grape, region))) continue;
      if (producer?.line === line && producer.matched.includes(grape.matched)) continue;
      const rank = grape.score * line.confidence * (0.4 + 0.6 * line.prominence) * (line.boilerplate ? 0.5 : 1);
      if (!best || rank > best.rank)
        best = { varietal: grape.item.name, confidence: grape.score * line.confidence, rank };
    }
  }
  if (best) return { varietal: best.varietal, confidence: best.confidence };
  return varietalOfAppellation(lines);
}

function varietalOfAppellation(lines: LabelLine[]): VarietalReading | null {
  const appellations = lines.flatMap((line) =>
    line.regions.filter((r) => r.item.grapes.length === 1).map((region) => ({ region, line })),
  );
  const best = appellations.sort((a, b) => b.line.prominence - a.line.prominence)[0];
  const grape = best && grapeByName(best.region.item.grapes[0]!);
  return grape ? { varietal: grape.name, confidence: 0.5 * best.region.score * best.line.confidence } : null;
}
