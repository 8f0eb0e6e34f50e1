import type { WineLabel } from '@sorsi/proto';
import { cleanLines } from './clean-lines';
import { clampConfidence } from './confidence';
import { analyseLines } from './label-lines';
import type { OcrLine } from './ocr-lines';
import { pickProducer } from './pick-producer';
import { pickVarietal } from './pick-varietal';
import { pickWineName } from './pick-wine-name';
import { pickWineType } from './pick-wine-type';
import { findVintage } from './vintage';

/** The save form takes producer, wine name and varietal up to 60 characters (spec §5). */
const FIELD_MAX = 60;
/** Enough words for the generated title and for search, bounded so a page of small print stays small. */
const MAX_TOKENS = 200;

/** Cuts a long value at a word boundary to fit the form. */
function fit(text: string): string {
  if (text.length <= FIELD_MAX) return text;
  const cut = text.slice(0, FIELD_MAX + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

/**
 * The label fields from OCR lines: tokens cleaned, then producer, wine name, varietal, vintage and type
 * picked with the knowledge base and the spec's extraction rules. Each field's confidence combines how
 * well its words were read with how good the match is; a field not found is null with confidence 0.
 */
export function parseLabel(ocrLines: OcrLine[]): WineLabel {
  const lines = analyseLines(cleanLines(ocrLines));
  const vintage = findVintage(
    lines.flatMap((line) =>
      line.words.map((word) => ({ text: word.text, confidence: word.confidence, prominence: line.prominence })),
    ),
  );
  const producer = pickProducer(lines);
  const wineName = pickWineName(lines, producer);
  const varietal = pickVarietal(lines, producer);
  const wineType = pickWineType(lines, varietal);
  return {
    producer: producer && fit(producer.producer),
    wineName: wineName && fit(wineName.wineName),
    varietal: varietal?.varietal ?? null,
    year: vintage?.year ?? null,
    wineType: wineType?.wineType ?? null,
    ocrTokens: lines.flatMap((line) => line.words.map((word) => word.text.slice(0, 100))).slice(0, MAX_TOKENS),
    confidence: {
      producer: clampConfidence(producer?.confidence ?? 0),
      wineName: clampConfidence(wineName?.confidence ?? 0),
      varietal: clampConfidence(varietal?.confidence ?? 0),
      year: clampConfidence(vintage?.confidence ?? 0),
      wineType: clampConfidence(wineType?.confidence ?? 0),
    },
  };
}
