import {
  emptyTastingNote,
  TASTING_TEXT_MAX,
  type TastingNote,
  TastingNoteSchema,
  VINTAGE_INPUT_MAX,
  WineTypeSchema,
} from '@sorsi/proto';
import { z } from 'zod';
import { generatedTitle } from './generated-title';
import type { LabelDraft, WineDetails } from './label-draft';

// Spec taste-and-account §3 "Save-dialog form" and §5 "Save form": title, varietal, producer and wineName
// optional, at most 60 characters each; vintage optional, at most 10; the wine type (options Red … Other,
// default Red); isPublic boolean (default public, §9). Ours: the structured tasting note (chips and scales).

/** The generic form message of spec §8. */
const atMost = (max: number) => ({ error: `String must contain at most ${max} character(s)` });
const optionalText = (max: number) => z.string().max(max, atMost(max));

export const SaveFormSchema = z.object({
  title: optionalText(TASTING_TEXT_MAX),
  varietal: optionalText(TASTING_TEXT_MAX),
  producer: optionalText(TASTING_TEXT_MAX),
  vintage: optionalText(VINTAGE_INPUT_MAX),
  wineName: optionalText(TASTING_TEXT_MAX),
  wineType: WineTypeSchema,
  isPublic: z.boolean(),
  note: TastingNoteSchema,
});
export type SaveFormValues = z.infer<typeof SaveFormSchema>;

/**
 * Spec §4 "Save dialog": opening resets the form: title blank (or the initial title), the rest prefilled,
 * public; the note as the sommelier filled it (empty when it filled nothing).
 */
export function saveFormDefaults(
  details: WineDetails | null,
  initialTitle = '',
  note: TastingNote | null = null,
): SaveFormValues {
  return {
    title: initialTitle,
    varietal: details?.varietal ?? '',
    producer: details?.producer ?? '',
    vintage: details?.year ?? '',
    wineName: details?.wineName ?? '',
    wineType: details?.wineType ?? 'red',
    isPublic: true,
    note: note ?? emptyTastingNote(),
  };
}

/** The title a blank title field stands for (spec §5 "Generated title", the dialog variant). */
export function suggestedTitle(
  values: Pick<SaveFormValues, 'producer' | 'varietal' | 'vintage'>,
  details: WineDetails | null,
  draft: LabelDraft | null,
  now: Date,
): string {
  return generatedTitle(
    {
      producer: values.producer,
      variety: values.varietal,
      vintage: values.vintage,
      ocrTokens: draft?.ocrTokens,
      color: details?.wineType,
    },
    now,
  );
}
