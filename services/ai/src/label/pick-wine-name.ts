import { foldPhrase } from '../knowledge';
import type { LabelLine } from './label-lines';
import { displayCase, restoreAccents, startsLowerCase } from './label-text';
import type { ProducerReading } from './pick-producer';
import { isCandidateWineName } from './wine-name-rules';

/** Small print (taglines, back-label prose) never names the wine: at least this tall relative to the biggest. */
const MIN_PROMINENCE = 0.3;

export interface WineNameReading {
  wineName: string;
  confidence: number;
}

const EDGE_CONNECTIVES =
  /^(?:(?:de|du|des|di|del|della|of|the|by|from|and|et|e|y|&)\s+)+|(?:\s+(?:de|du|des|di|del|della|of|the|by|from|and|et|e|y|&))+$/i;

/** The line as a name: the producer's part, years and stray joining words taken out. */
function nameFromLine(line: LabelLine, producer: ProducerReading | null): string {
  let text = line.text;
  if (producer && producer.line === line) text = text.replace(producer.matched, ' ');
  text = text
    .split(/\s+/)
    .filter((word) => !/^\d{4}$/.test(word))
    .join(' ')
    .trim()
    .replace(EDGE_CONNECTIVES, '')
    .trim();
  return restoreAccents(displayCase(text));
}

/**
 * The wine's own name: the most prominent line left once the producer, the vintage, grapes, label terms
 * and legal text are accounted for, and only if it passes the spec's candidate-name rules (§5). A flagship
 * wine that identified the producer ('Sassicaia') is the name. When nothing else qualifies, the
 * appellation line ('Barolo', 'Chianti Classico Riserva') names the wine, with low confidence: on a
 * label the appellation is how the wine is called, so it is exempt from the single-word rule.
 */
export function pickWineName(lines: LabelLine[], producer: ProducerReading | null): WineNameReading | null {
  if (producer?.flagshipWine) return { wineName: producer.flagshipWine, confidence: producer.confidence };
  const producerName = producer ? foldPhrase(producer.producer) : '';
  let best: (WineNameReading & { rank: number }) | null = null;
  for (const line of lines) {
    if (line.boilerplate) continue;
    const name = nameFromLine(line, producer);
    const folded = foldPhrase(name);
    if (!folded || folded === producerName || producerName.endsWith(folded)) continue;
    const named = line.freeWords.length > 0;
    const appellation = !named && line.regions.length > 0 && line.grapes.length === 0;
    if (named ? !isCandidateWineName(name) : !appellation || name.length <= 3 || name.length >= 80) continue;
    if (line.prominence < MIN_PROMINENCE || startsLowerCase(line.text)) continue;
    // A line with a grape in it is usually the varietal statement ('Old Vine Zinfandel'), not the name.
    const rank =
      line.confidence * (0.4 + 0.6 * line.prominence) * (named ? 1 : 0.5) * (line.grapes.length > 0 ? 0.6 : 1);
    if (!best || rank > best.rank) {
      best = { wineName: name, confidence: line.confidence * (named ? 0.75 : 0.45), rank };
    }
  }
  return best && { wineName: best.wineName, confidence: best.confidence };
}
