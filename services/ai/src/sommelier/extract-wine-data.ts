/**
 * Spec taste-and-account.md §4 "Wine data extraction from chat text" and §5 "Candidate wine name": the
 * wine a conversation is about — producer, wine name, varietal, vintage and type — read from the whole
 * conversation with the knowledge base, assistant messages first, then user messages.
 */
import { type WineType, wineTypeFromWords } from '@sorsi/proto';
import { grapeByName } from '../knowledge';
import type { ChatMessage } from './chat-message';
import { producerIn } from './producer-patterns';
import { analyseSource, type TextSource } from './text-sources';
import { wineNameIn } from './wine-name-patterns';
import { knownWineType } from './wine-type';

export interface ExtractedWineData {
  producer?: string;
  wineName?: string;
  varietal?: string;
  /** Four digits, 1950 to 2039 (spec §9). */
  year?: string;
  wineType?: WineType;
}

/** The grape named first, else the only grape of a single-grape appellation named ('Barolo' → Nebbiolo). */
function varietalIn(source: TextSource): string | undefined {
  const grape = source.scan.grapes[0]?.grape.name;
  if (grape) return grape;
  return source.scan.regions.map((r) => r.region.grapes).find((grapes) => grapes.length === 1)?.[0];
}

/**
 * The wine type. The spec's keyword rule (§4) decides, but the person's own words count before the
 * assistant's (a reply may mention other wines, e.g. as food alternatives): the person's keywords, then
 * what the knowledge base says about the wine they named (label terms, grape, producer, region), then the
 * same for the assistant's text, then the assistant's keywords, then the colour of a grape implied by an
 * appellation. Red when nothing says otherwise (spec §3 default).
 */
function wineTypeOf(assistant: TextSource, user: TextSource, varietal: string | undefined): WineType {
  const knownFrom = ({ scan }: TextSource) =>
    knownWineType({
      terms: scan.labelTerms.map((t) => t.term),
      namedGrape: scan.grapes[0]?.grape,
      producer: scan.producers[0]?.producer,
      region: scan.regions[0]?.region,
    });
  return (
    wineTypeFromWords(user.text) ??
    knownFrom(user) ??
    knownFrom(assistant) ??
    wineTypeFromWords(assistant.text) ??
    (varietal ? grapeByName(varietal)?.colour : undefined) ??
    'red'
  );
}

function firstDefined<T>(sources: TextSource[], pick: (source: TextSource) => T | null | undefined): T | undefined {
  for (const source of sources) {
    const value = pick(source);
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}

/**
 * Spec §4: needs at least 2 messages; assistant messages are checked first, then user messages; the year
 * is the first 1950-2039 year of the assistant text, else of the user text; varietals are normalised;
 * wine names obey the candidate rules of §5.
 */
export function extractWineData(messages: ChatMessage[]): ExtractedWineData {
  if (messages.length < 2) return {};
  const textOf = (role: ChatMessage['role']) =>
    messages
      .filter((m) => m.role === role)
      .map((m) => m.content)
      .join('\n');
  const assistant = analyseSource(textOf('assistant'));
  const user = analyseSource(textOf('user'));
  const sources = [assistant, user];

  const year = firstDefined(sources, (s) => s.years[0]?.year);
  const varietal = firstDefined(sources, varietalIn);
  const producer = firstDefined(sources, producerIn);
  const wineName = firstDefined(sources, (s) => wineNameIn(s, producerIn(s)));
  const wineType = wineTypeOf(assistant, user, varietal);
  return {
    ...(producer ? { producer: producer.name } : {}),
    ...(wineName ? { wineName } : {}),
    ...(varietal ? { varietal } : {}),
    ...(year ? { year } : {}),
    wineType,
  };
}
