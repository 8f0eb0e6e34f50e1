import { z } from 'zod';

/** The wine types of the spec's save dialog (Red, White, Rosé, Sparkling, Dessert, Fortified, Other). */
export const WINE_TYPES = ['red', 'white', 'rose', 'sparkling', 'dessert', 'fortified', 'other'] as const;
export const WineTypeSchema = z.enum(WINE_TYPES);
export type WineType = z.infer<typeof WineTypeSchema>;

/** Spec §9: a vintage is a year from 1950 to 2039; 'NV' marks a non-vintage wine (the save form accepts it). */
export const LABEL_YEAR_MIN = 1950;
export const LABEL_YEAR_MAX = 2039;
export const LabelYearSchema = z
  .string()
  .regex(/^(\d{4}|NV)$/)
  .refine((year) => year === 'NV' || (Number(year) >= LABEL_YEAR_MIN && Number(year) <= LABEL_YEAR_MAX), {
    message: `Year must be from ${LABEL_YEAR_MIN} to ${LABEL_YEAR_MAX} or NV`,
  });

/** How sure the reader is of one field, 0 (not found / guess) to 1 (certain). */
export const FieldConfidenceSchema = z.number().min(0).max(1);

/**
 * A wine label read from a photo (`wineLabel` of a `POST /api/taste` reply).
 *
 * Shape: the fields are plain values (what the spec's client already reads: `wineLabel.producer`, …) and
 * their confidences sit in a separate map with the same keys, so a client that ignores confidence needs
 * no change and the save dialog can mark fields below a threshold for the person to check.
 * A field that was not found is null with confidence 0. `ocrTokens` are the cleaned words in reading
 * order (the spec's generated title falls back to the first two tokens longer than 2 characters).
 */
export const WineLabelConfidenceSchema = z.object({
  producer: FieldConfidenceSchema,
  wineName: FieldConfidenceSchema,
  varietal: FieldConfidenceSchema,
  year: FieldConfidenceSchema,
  wineType: FieldConfidenceSchema,
});
export type WineLabelConfidence = z.infer<typeof WineLabelConfidenceSchema>;

/** Below this a label field is shown as "please check" in the save dialog. */
export const LOW_LABEL_CONFIDENCE = 0.6;

const LabelText = z.string().trim().min(1).max(100).nullable();

export const WineLabelSchema = z.object({
  producer: LabelText,
  wineName: LabelText,
  varietal: LabelText,
  year: LabelYearSchema.nullable(),
  wineType: WineTypeSchema.nullable(),
  ocrTokens: z.array(z.string().min(1).max(100)).max(500),
  confidence: WineLabelConfidenceSchema,
});
export type WineLabel = z.infer<typeof WineLabelSchema>;

/** Below this a field is more likely noise than print: a label with no field at or above it was not read. */
export const MIN_READ_CONFIDENCE = 0.3;
const READ_FIELDS = ['producer', 'wineName', 'varietal', 'year'] as const;

/**
 * Whether a photo gave a label worth showing ('Wine Label Detected') and keeping for the save: at least
 * one of producer, wine name, grape or vintage read with some confidence. A wine type alone is a guess,
 * not a reading. The AI service and the web decide it with this one rule.
 */
export function labelWasRead(label: WineLabel): boolean {
  return READ_FIELDS.some((field) => label[field] !== null && label.confidence[field] >= MIN_READ_CONFIDENCE);
}
