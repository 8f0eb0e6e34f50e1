import { type ListEntry, type WineType, wineTypeFromWords } from '@sorsi/proto';
import { fuzzyScan, scanKnowledge, type Grape, type LabelTerm, type Producer, type Region } from '../knowledge';
import { knownWineType } from '../sommelier/wine-type';
import { profileOf, type WineProfile } from '../sommelier/wine-profile';
import { styleNamedIn } from './style-words';

/** What the knowledge base tells about a wine on a list from its printed name, note and section. */
export interface WineFacts {
  producer: Producer | undefined;
  region: Region | undefined;
  grape: Grape | undefined;
  terms: LabelTerm[];
  type: WineType | null;
  profile: WineProfile;
}

/** OCR misreads names ('Albarifo', 'Sefiorans'): a close match stands in when nothing matched exactly. */
function firstFuzzy<T extends Grape | Region | Producer>(text: string, kind: 'grape' | 'region' | 'producer') {
  return fuzzyScan<T>(text, kind, 0.84)[0]?.item;
}

export function wineFacts(entry: Pick<ListEntry, 'name' | 'section' | 'style'> & { note?: string | null }): WineFacts {
  const text = [entry.name, entry.note].filter(Boolean).join(' ');
  const scan = scanKnowledge(text);
  const producer = scan.producers[0]?.producer ?? firstFuzzy<Producer>(text, 'producer');
  const region = scan.regions[0]?.region ?? firstFuzzy<Region>(text, 'region');
  const grape = scan.grapes[0]?.grape ?? firstFuzzy<Grape>(text, 'grape');
  const terms = scan.labelTerms.map((t) => t.term);
  const type =
    entry.style ??
    wineTypeFromWords(text) ??
    (entry.section ? styleNamedIn(entry.section) : null) ??
    knownWineType({ terms, namedGrape: grape, producer, region });
  return { producer, region, grape, terms, type, profile: profileOf(grape, type ?? 'other', terms) };
}
