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
  const marked = mostProminent(
    lines
      .filter((line) => !line.boilerplate && line.words.length <= MAX_NAME_WORDS && line.prominence >= MIN_PROMINENCE)
      .filter((line) => line.words.some((word) => markerOf(word.text))),
  );
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

/** Verbs of the legal line that names the maker ('Produced and bottled by', 'Mis en bouteille par'). */
const BOTTLED =
  /\b(produced|bottled|grown|made|vinified|cellared|bouteille|imbottigliato|embotellado|engarrafado|abgefullt)$/;
const BY = new Set(['by', 'par', 'pour', 'da', 'dal', 'dalla', 'por', 'von']);
/** Words after the name that start the address ('… à Beaune', '… in Healdsburg'). */
const ADDRESS_START = new Set(['at', 'a', 'in', 'en', 'nel', 'im', 'for', 'pour', 'au']);
/** Legal words that follow on the same line ('… Mossgiel Creek Alc. 14.8% by vol'). */
const LEGAL_WORDS = new Set(['alc', 'vol', 'ml', 'cl', 'contains', 'product', 'produce', 'imported', 'www', 'tel']);

/**
 * The legal line names who made the wine ('Produced and bottled by Ridge Vineyards, Cupertino'): when
 * the big print gave no known name or marker, it is a better source than guessing from sizes. The name
 * runs to the first comma, number or address word.
 */
function bottlerProducer(lines: LabelLine[]): ProducerReading | null {
  for (const line of lines) {
    const folded = line.words.map((word) => foldPhrase(word.text));
    const by = folded.findIndex((word, i) => BY.has(word) && i > 0 && BOTTLED.test(folded.slice(0, i).join(' ')));
    if (by < 0) continue;
    const name: string[] = [];
    for (const [i, word] of line.words.slice(by + 1).entries()) {
      const key = folded[by + 1 + i]!;
      const previous = line.words[by + i]!;
      // A wide gap separates the fields of a legal line ('… MOSSGIEL CREEK   ALC. 14.8% BY VOL').
      const gap = word.box.x0 - previous.box.x1 > 1.2 * Math.max(word.height, previous.height);
      if (/^\d/.test(key) || ADDRESS_START.has(key) || LEGAL_WORDS.has(key) || gap || name.length === MAX_NAME_WORDS)
        break;
      name.push(word.text);
      if (word.clauseEnd) break;
    }
    const text = name.join(' ');
    if (text.length < 3 || !/\p{L}{2}/u.test(text)) continue;
    return (
      printedInFull(lines, text) ?? {
        producer: restoreAccents(displayCase(text)),
        confidence: 0.7 * line.confidence,
        line,
        matched: text,
        flagshipWine: null,
      }
    );
  }
  return null;
}

/**
 * The big print that spells out the name the legal line gives: small print loses words to a misjudged
 * gap or a smudge ('… BY MOSSGIEL   CREEK'), while the estate's own line ('Mossgiel Creek') is whole.
 */
function printedInFull(lines: LabelLine[], legalName: string): ProducerReading | null {
  const start = `${foldPhrase(legalName)} `;
  const spelledOut = lines
    .filter((l) => !l.boilerplate && l.words.length <= MAX_NAME_WORDS && l.prominence >= MIN_PROMINENCE)
    .filter((l) => `${foldPhrase(l.text)} `.startsWith(start));
  return wholeLineReading(mostProminent(spelledOut), 0.8);
}

/**
 * With no known name and no marker, the producer is usually the biggest print on the label that is not
 * the vintage, a grape, an appellation or legal text.
 */
function prominentProducer(lines: LabelLine[]): ProducerReading | null {
  const candidates = lines.filter(
    (l) => !l.boilerplate && l.freeWords.length > 0 && l.words.length <= MAX_NAME_WORDS && !startsLowerCase(l.text),
  );
  return wholeLineReading(mostProminent(candidates), 0.5);
}

/** The line printed biggest and read best. */
const mostProminent = (lines: LabelLine[]): LabelLine | undefined =>
  [...lines].sort((a, b) => b.prominence * b.confidence - a.prominence * a.confidence)[0];

/** A whole printed line as the producer, as sure as the line was read times how telling its kind is. */
function wholeLineReading(line: LabelLine | undefined, weight: number): ProducerReading | null {
  if (!line) return null;
  return {
    producer: restoreAccents(displayCase(line.text)),
    confidence: weight * line.confidence,
    line,
    matched: line.text,
    flagshipWine: null,
  };
}

export function pickProducer(lines: LabelLine[]): ProducerReading | null {
  return knownProducer(lines) ?? markedProducer(lines) ?? bottlerProducer(lines) ?? prominentProducer(lines);
}
