/**
 * Spec taste-and-account.md §4 "Wine data extraction from chat text" and §5 "Candidate wine name": the
 * wine a conversation is about — producer, wine name, varietal, vintage and type — read from the whole
 * conversation with the knowledge base, assistant messages first, then user messages.
 */
import type { WineType } from '@sorsi/proto';
import { grapeByName } from '../knowledge';
import type { ChatMessage } from './chat-message';
import { producerIn } from './producer-patterns';
import { analyseSource, type TextSource } from './text-sources';
import { wineNameIn } from './wine-name-patterns';
import { keywordWineType } from './wine-type';

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
 * The wine type: the spec's keyword rule over the conversation when a keyword appears; otherwise what the
 * knowledge base says about the wine found (a label term such as 'Brut' or 'Auslese', the grape's colour);
 * Red when nothing says otherwise (spec §3 default).
 */
function wineTypeOf(conversation: string, sources: TextSource[], varietal: string | undefined): WineType {
  const keyword = keywordWineType(conversation);
  if (keyword) return keyword;
  for (const source of sources) {
    const implied = source.scan.labelTerms.map((t) => t.term.implies?.wineType).find((t) => t !== undefined);
    if (implied) return implied;
  }
  return varietal && grapeByName(varietal)?.colour === 'white' ? 'white' : 'red';
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
  const sources = [analyseSource(textOf('assistant')), analyseSource(textOf('user'))];

  const year = firstDefined(sources, (s) => s.years[0]?.year);
  const varietal = firstDefined(sources, varietalIn);
  const producer = firstDefined(sources, producerIn);
  const wineName = firstDefined(sources, (s) => wineNameIn(s, producerIn(s)));
  const wineType = wineTypeOf(messages.map((m) => m.content).join('\n'), sources, varietal);
  return {
    ...(producer ? { producer: producer.name } : {}),
    ...(wineName ? { wineName } : {}),
    ...(varietal ? { varietal } : {}),
    ...(year ? { year } : {}),
    wineType,
  };
}
