import {
  LOW_LABEL_CONFIDENCE,
  type ExtractedWineData,
  labelWasRead,
  type WineLabel,
  type WineLabelConfidence,
  type WineType,
} from '@sorsi/proto';

// Spec taste-and-account §4 "Chat": "If the reply has a wine label and no tasting is selected, the label
// is kept as draft metadata. The wine type becomes Red when a varietal is present and no type is given.
// A toast 'Wine Label Detected' shows producer, wine name and year." Plus what the save dialog does with
// the draft: the fallback for extraction (§7) and the per-field confidence marks.

/** The wine fields the save dialog is prefilled with. */
export interface WineDetails {
  producer: string | null;
  wineName: string | null;
  varietal: string | null;
  year: string | null;
  wineType: WineType | null;
}

/** A label read kept for the next save: its fields, the words it read, and how sure it was of each field. */
export interface LabelDraft extends WineDetails {
  ocrTokens: readonly string[];
  confidence: WineLabelConfidence;
}

/** The draft a label read makes, or null when it read none of the label's fields (proto's `labelWasRead`). */
export function draftFromLabel(label: WineLabel): LabelDraft | null {
  if (!labelWasRead(label)) return null;
  const { producer, wineName, varietal, year, ocrTokens, confidence } = label;
  const wineType = label.wineType ?? (varietal ? 'red' : null);
  return { producer, wineName, varietal, year, wineType, ocrTokens, confidence };
}

/** The toast's text: producer, wine name and year, as far as they were read. */
export function labelDetectedDescription(draft: LabelDraft): string {
  const named = [draft.producer, draft.wineName, draft.year].filter(Boolean).join(' · ');
  return named || `${draft.varietal}. Check the details when you save.`;
}

/**
 * The dialog's prefill: what extraction found, field by field, else the draft (spec §7: "if not OK or
 * the call fails, the wine data passed in from the parent is used").
 */
export function prefillDetails(extracted: ExtractedWineData | null, draft: LabelDraft | null): WineDetails {
  const pick = <K extends keyof WineDetails>(key: K): WineDetails[K] => extracted?.[key] ?? draft?.[key] ?? null;
  return {
    producer: pick('producer'),
    wineName: pick('wineName'),
    varietal: pick('varietal'),
    year: pick('year'),
    wineType: pick('wineType'),
  };
}

/** The save form's fields a label read can fill (its vintage is the label's year). */
export type LabelFormField = 'producer' | 'wineName' | 'varietal' | 'vintage';

const CONFIDENCE_OF: Record<LabelFormField, keyof WineLabelConfidence> = {
  producer: 'producer',
  wineName: 'wineName',
  varietal: 'varietal',
  vintage: 'year',
};

const VALUE_OF: Record<LabelFormField, keyof WineDetails> = {
  producer: 'producer',
  wineName: 'wineName',
  varietal: 'varietal',
  vintage: 'year',
};

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * How sure the label reader was of a field as it now stands, when the field still shows what the label
 * read (null when the field is empty, came from elsewhere, or the person changed it).
 */
export function labelConfidenceOf(field: LabelFormField, value: string, draft: LabelDraft | null): number | null {
  const read = draft?.[VALUE_OF[field]];
  if (!draft || !read || !value.trim() || !same(value, read)) return null;
  return draft.confidence[CONFIDENCE_OF[field]];
}

/** A field to mark 'Please check': it shows the label's reading, and the reader was not sure of it. */
export function needsCheck(confidence: number | null): boolean {
  return confidence !== null && confidence < LOW_LABEL_CONFIDENCE;
}
