import { foldPhrase, isFlagshipWineOf, type Producer } from '../knowledge';
import type { LabelLine } from './label-lines';
import { displayCase, restoreAccents, startsLowerCase, withinOneEdit } from './label-text';

export interface ProducerReading {
  producer: string;
  confidence: number;
  /** The line the producer was read from (the wine name is looked for elsewhere). */
  line: LabelLine;
  /** The part of the line that names the producer. */
  matched: string;
  /** Set when the label names a flagship wine ('Sassicaia') that identifies its producer. */
  flagshipWine: string | null;
}

/**
 * Words that introduce an estate's name in the main wine languages, folded, with the spelling to show
 * (OCR drops accents: 'Chateau' is shown as 'Château').
 */
const PRODUCER_MARKERS: Record<string, string> = {
  chateau: 'Château',
  domaine: 'Domaine',
  bodega: 'Bodega',
  bodegas: 'Bodegas',
  weingut: 'Weingut',
  tenuta: 'Tenuta',
  cantina: 'Cantina',
  cantine: 'Cantine',
  castello: 'Castello',
  fattoria: 'Fattoria',
  quinta: 'Quinta',
  schloss: 'Schloss',
  maison: 'Maison',
  azienda: 'Azienda',
  herdade: 'Herdade',
  podere: 'Podere',
  celler: 'Celler',
  vignobles: 'Vignobles',
  winery: 'Winery',
  vineyards: 'Vineyards',
  cellars: 'Cellars',
  estate: 'Estate',
};
/**
 * Markers recognised through one OCR slip ('Chateay', 'Domane'): the long foreign ones only, since
 * 'cellar' or 'estate' one letter off are ordinary words.
 */
const FUZZY_MARKERS = [
  'chateau',
  'domaine',
  'weingut',
  'bodegas',
  'bodega',
  'tenuta',
  'cantina',
  'castello',
  'fattoria',
  'quinta',
  'schloss',
  'azienda',
  'herdade',
];
/** A name line is short and printed large; prose that happens to contain 'cellar' or 'estate' is not. */
const MAX_NAME_WORDS = 6;
const MIN_PROMINENCE = 0.3;

function markerOf(word: string): string | null {
  const folded = foldPhrase(word);
  if (PRODUCER_MARKERS[folded]) return PRODUCER_MARKERS[folded];
  if (folded.length < 6) return null;
  const near = FUZZY_MARKERS.find((key) => withinOneEdit(key, folded));
  return near ? PRODUCER_MARKERS[near]! : null;
}

/** A known producer named on the label, exactly or OCR-tolerantly; the most prominent wins. */
function knownProducer(lines: LabelLine[]): ProducerReading | null {
  let best: { reading: ProducerReading; rank: number } | null = null;
  for (const line of lines) {
    for (const hit of line.producers) {
      // Legal lines ('bottled by …') name the producer too, but the big print is the better read.
      const rank = hit.score * line.confidence * (0.4 + 0.6 * line.prominence) * (line.boilerplate ? 0.5 : 1);
      if (best && best.rank >= rank) continue;
      const producer: Producer = hit.item;
      best = {
        rank,
        reading: {
          producer: producer.name,
          confidence: 0.97 * hit.score * line.confidence,
          line,
          matched: hit.matched,
          flagshipWine: isFlagshipWineOf(producer, hit.matched)
            ? (producer.wines ?? []).find((wine) => foldPhrase(wine) === foldPhrase(hit.matched))!
            : null,
        },
      };
    }
  }
  return best?.reading ?? null;
}

/**
 * A name introduced by an estate marker ('Château …', 'Domaine …', 'Weingut …'): the line from 'Grand Vin
 * de' onwards dropped, markers spelled properly, and a trailing appellation, grape or year cut off when
 * the name stands without it ('Domaine Leflaive Puligny-Montrachet' → 'Domaine Leflaive', but 'Château
 * Margaux' keeps Margaux).
 */
function markedProducer(lines: LabelLine[]): ProducerReading | null {
  const marked = lines
    .filter((line) => !line.boilerplate && line.words.length <= MAX_NAME_WORDS && line.prominence >= MIN_PROMINENCE)
    .filter((line) => line.words.some((word) => markerOf(word.text)))
    .sort((a, b) => b.prominence * b.confidence - a.prominence * a.confidence)[0];
  if (!marked) return null;
  let words = displayCase(marked.text)
    .split(' ')
    .map((word) => markerOf(word) ?? word);
  const start = words.findIndex((word) => Object.values(PRODUCER_MARKERS).includes(word));
  if (start > 0 && /^(grand|vin|de|du|of|the)$/i.test(words[start - 1]!)) words = words.slice(start);
  const tailMatches = [...marked.regions, ...marked.grapes].map((match) => foldPhrase(match.matched));
  while (words.length > 2) {
    const last = words[words.length - 1]!;
    if (/^\d{4}$/.test(last) || tailMatches.some((tail) => tail.endsWith(foldPhrase(last)))) words = words.slice(0, -1);
    else break;
  }
  const producer = restoreAccents(words.join(' '));
  return { producer, confidence: 0.85 * marked.confidence, line: marked, matched: marked.text, flagshipWine: null };
}

/**
 * With no known name and no marker, the producer is usually the biggest print on the label that is not
 * the vintage, a grape, an appellation or legal text.
 */
function prominentProducer(lines: LabelLine[]): ProducerReading | null {
  const line = lines
    .filter(
      (l) => !l.boilerplate && l.freeWords.length > 0 && l.words.length <= MAX_NAME_WORDS && !startsLowerCase(l.text),
    )
    .sort((a, b) => b.prominence * b.confidence - a.prominence * a.confidence)[0];
  if (!line) return null;
  return {
    producer: restoreAccents(displayCase(line.text)),
    confidence: 0.5 * line.confidence,
    line,
    matched: line.text,
    flagshipWine: null,
  };
}

export function pickProducer(lines: LabelLine[]): ProducerReading | null {
  return knownProducer(lines) ?? markedProducer(lines) ?? prominentProducer(lines);
}
