import { AROMAS, levelsOf, NOTE_SOURCES, type NoteScale, WINE_TYPES } from '@sorsi/proto';
import { z } from 'zod';

/*
 * What the model is asked to answer (structured output, JSON schema in strict mode: every field present,
 * null when unknown). Its answer is never trusted as is: wine-field-rules.ts applies the same rules as
 * the offline reader before the proto schemas check the result.
 */

const Field = (description: string) => z.string().nullable().describe(description);
const Confidence = z.number().describe('0 (guess or absent) to 1 (clearly printed)');

export const LabelReadingSchema = z.object({
  producer: Field('The winery, château, domaine or estate exactly as printed; null if none is printed'),
  wineName: Field('The name of this wine (cuvée, vineyard or fantasy name), not the producer or grape; else null'),
  varietal: Field('The grape variety printed on the label (e.g. "Pinot Noir"); null if none is printed'),
  year: Field('The vintage as four digits, "NV" for a non-vintage wine, null if none is printed'),
  wineType: z.enum(WINE_TYPES).nullable().describe('The kind of wine, if the label or the bottle shows it'),
  labelText: z.array(z.string()).describe('Every word printed on the label, in reading order'),
  confidence: z
    .object({
      producer: Confidence,
      wineName: Confidence,
      varietal: Confidence,
      year: Confidence,
      wineType: Confidence,
    })
    .describe('How sure you are of each field'),
});
export type LabelReading = z.infer<typeof LabelReadingSchema>;

export const WineDataAnswerSchema = z.object({
  producer: Field('The producer of the wine the conversation is about; null if not known'),
  wineName: Field('The name of that wine (cuvée, vineyard or fantasy name), not the producer or grape; else null'),
  varietal: Field('Its grape variety; null if not known'),
  year: Field('Its vintage as four digits, "NV" for a non-vintage wine; null if not known'),
  wineType: z.enum(WINE_TYPES).nullable().describe('The kind of wine; null if not known'),
});
export type WineDataAnswer = z.infer<typeof WineDataAnswerSchema>;

const Source = z
  .enum(NOTE_SOURCES)
  .describe('"said" when the person said it, "inferred" when you expect it of this wine');
const Scale = <S extends NoteScale>(scale: S, description: string) =>
  z
    .object({ value: z.enum(levelsOf(scale)), source: Source })
    .nullable()
    .describe(`${description}; null if unknown`);

/** The structured tasting note, field by field as the note's scales have them (strict: every field present). */
export const TastingNoteAnswerSchema = z.object({
  appearance: z.object({
    intensity: Scale('appearanceIntensity', 'How deep the colour is'),
    colour: Scale('colour', 'The colour'),
  }),
  nose: z.object({
    intensity: Scale('aromaIntensity', 'How intense the aromas are'),
    aromas: z
      .array(z.object({ value: z.enum(AROMAS), source: Source }))
      .describe('The main aromas, those the person named first; at most six'),
  }),
  palate: z.object({
    sweetness: Scale('sweetness', 'Sweetness'),
    acidity: Scale('structure', 'Acidity'),
    tannin: Scale('structure', 'Tannin'),
    alcohol: Scale('alcohol', 'Alcohol'),
    body: Scale('body', 'Body'),
    flavourIntensity: Scale('aromaIntensity', 'Flavour intensity'),
    finish: Scale('finish', 'Length of the finish'),
  }),
  conclusion: z.object({
    quality: Scale('quality', 'Quality, only as the person judged it (never inferred)'),
    readiness: Scale('readiness', 'Readiness for drinking'),
  }),
});
export type TastingNoteAnswer = z.infer<typeof TastingNoteAnswerSchema>;
