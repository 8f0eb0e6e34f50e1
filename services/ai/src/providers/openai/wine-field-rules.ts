import {
  type ChatMessage,
  type ExtractedWineData,
  ExtractedWineDataSchema,
  LabelYearSchema,
  type WineLabel,
  WineLabelSchema,
} from '@sorsi/proto';
import { grapeByName, normaliseVarietal } from '../../knowledge';
import { isCandidateWineName } from '../../label';
import { extractWineData } from '../../sommelier';
import type { LabelReading, WineDataAnswer } from './model-answers';

const TEXT_MAX = 100;
const OCR_TOKENS_MAX = 500;

const cleaned = (raw: string | null): string | null => {
  const text = raw?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/** Spec §9: a vintage is four digits from 1950 to 2039, or NV (the save form's non-vintage mark). */
export function vintageOf(raw: string | null): string | null {
  const text = cleaned(raw);
  if (text === null) return null;
  const year = /^(nv|non[- ]vintage)$/i.test(text) ? 'NV' : text;
  return LabelYearSchema.safeParse(year).success ? year : null;
}

/** Spec §5 candidate wine name rules (length, a letter, no bare year, no filler, one word only with a marker). */
export function wineNameOf(raw: string | null): string | null {
  const text = cleaned(raw);
  return text !== null && isCandidateWineName(text) ? text : null;
}

/** A producer is a name: letters, not a bare year, within the label field's length. */
export function producerOf(raw: string | null): string | null {
  const text = cleaned(raw);
  return text !== null && /\p{L}/u.test(text) && text.length <= TEXT_MAX ? text : null;
}

/** Spec §4: varietal names and abbreviations normalised (cab → Cabernet Sauvignon); a blend's name kept. */
export function varietalOf(raw: string | null): string | null {
  const text = cleaned(raw);
  if (text === null) return null;
  return normaliseVarietal(text) ?? (/\p{L}/u.test(text) && text.length <= TEXT_MAX ? text : null);
}

const confidenceOf = (value: string | null, raw: number): number =>
  value === null || !Number.isFinite(raw) ? 0 : Math.round(Math.max(0, Math.min(1, raw)) * 100) / 100;

/** The model's label reading under the offline reader's rules, as the WineLabel the reply carries. */
export function wineLabelOf(reading: LabelReading): WineLabel {
  const fields = {
    producer: producerOf(reading.producer),
    wineName: wineNameOf(reading.wineName),
    varietal: varietalOf(reading.varietal),
    year: vintageOf(reading.year),
    wineType: reading.wineType,
  };
  const ocrTokens = reading.labelText
    .flatMap((text) => text.split(/\s+/))
    .filter((token) => token.length > 0)
    .map((token) => token.slice(0, TEXT_MAX))
    .slice(0, OCR_TOKENS_MAX);
  return WineLabelSchema.parse({
    ...fields,
    ocrTokens,
    confidence: {
      producer: confidenceOf(fields.producer, reading.confidence.producer),
      wineName: confidenceOf(fields.wineName, reading.confidence.wineName),
      varietal: confidenceOf(fields.varietal, reading.confidence.varietal),
      year: confidenceOf(fields.year, reading.confidence.year),
      wineType: confidenceOf(fields.wineType, reading.confidence.wineType),
    },
  });
}

/**
 * The model's extraction under the same rules. A type the model left open is the grape's colour, else
 * the conversation's (the offline extraction's rule, spec §4 keywords first).
 */
export function wineDataOf(answer: WineDataAnswer, messages: ChatMessage[]): ExtractedWineData {
  const varietal = varietalOf(answer.varietal);
  const grapeColour = varietal ? grapeByName(varietal)?.colour : undefined;
  return ExtractedWineDataSchema.parse({
    producer: producerOf(answer.producer),
    wineName: wineNameOf(answer.wineName),
    varietal,
    year: vintageOf(answer.year),
    wineType: answer.wineType ?? grapeColour ?? extractWineData(messages).wineType ?? null,
  });
}
