import { z } from 'zod';
import { type Aroma, AromaSchema, NOTE_AROMAS_MAX } from './aromas';

// A structured tasting note in the shape wine schools teach: appearance, nose, palate, conclusion. The
// sommelier fills it from what the person said and the label when a tasting is saved; every field says
// where its value came from (`said` by the person, `inferred` by the sommelier) or is empty (null). The
// person edits it in the save dialog as chips and scales; a value they choose there is theirs (`said`).

export const NOTE_SOURCES = ['said', 'inferred'] as const;
export const NoteSourceSchema = z.enum(NOTE_SOURCES);
export type NoteSource = z.infer<typeof NoteSourceSchema>;

/** Each scale, lowest first, and the words the note shows for its levels. */
export const NOTE_SCALES = {
  appearanceIntensity: { pale: 'Pale', medium: 'Medium', deep: 'Deep' },
  colour: {
    'lemon-green': 'Lemon-green',
    lemon: 'Lemon',
    gold: 'Gold',
    amber: 'Amber',
    pink: 'Pink',
    salmon: 'Salmon',
    orange: 'Orange',
    purple: 'Purple',
    ruby: 'Ruby',
    garnet: 'Garnet',
    tawny: 'Tawny',
  },
  aromaIntensity: {
    light: 'Light',
    'medium-minus': 'Medium−',
    medium: 'Medium',
    'medium-plus': 'Medium+',
    pronounced: 'Pronounced',
  },
  sweetness: {
    dry: 'Dry',
    'off-dry': 'Off-dry',
    'medium-dry': 'Medium-dry',
    'medium-sweet': 'Medium-sweet',
    sweet: 'Sweet',
    luscious: 'Luscious',
  },
  structure: { low: 'Low', 'medium-minus': 'Medium−', medium: 'Medium', 'medium-plus': 'Medium+', high: 'High' },
  alcohol: { low: 'Low', medium: 'Medium', high: 'High' },
  body: { light: 'Light', 'medium-minus': 'Medium−', medium: 'Medium', 'medium-plus': 'Medium+', full: 'Full' },
  finish: { short: 'Short', 'medium-minus': 'Medium−', medium: 'Medium', 'medium-plus': 'Medium+', long: 'Long' },
  quality: {
    faulty: 'Faulty',
    poor: 'Poor',
    acceptable: 'Acceptable',
    good: 'Good',
    'very-good': 'Very good',
    outstanding: 'Outstanding',
  },
  readiness: {
    'too-young': 'Too young',
    'drink-or-keep': 'Drink now or keep',
    'drink-now': 'Drink now',
    'too-old': 'Past its best',
  },
} as const;
export type NoteScale = keyof typeof NOTE_SCALES;
type NoteLevel<S extends NoteScale> = keyof (typeof NOTE_SCALES)[S] & string;

/** The levels of a scale, lowest first. */
export function levelsOf<S extends NoteScale>(scale: S): [NoteLevel<S>, ...NoteLevel<S>[]] {
  return Object.keys(NOTE_SCALES[scale]) as [NoteLevel<S>, ...NoteLevel<S>[]];
}

/** A filled field: its value and who gave it. An empty field is null. */
const noteField = <S extends NoteScale>(scale: S) =>
  z.object({ value: z.enum(levelsOf(scale)), source: NoteSourceSchema }).nullable();

export const NoteAromaSchema = z.object({ value: AromaSchema, source: NoteSourceSchema });
export type NoteAroma = z.infer<typeof NoteAromaSchema>;

/** Every scale field of the note: its section, its scale and the name it is shown under. */
export const NOTE_FIELDS = {
  appearance: {
    intensity: { scale: 'appearanceIntensity', label: 'Intensity' },
    colour: { scale: 'colour', label: 'Colour' },
  },
  nose: {
    intensity: { scale: 'aromaIntensity', label: 'Intensity' },
  },
  palate: {
    sweetness: { scale: 'sweetness', label: 'Sweetness' },
    acidity: { scale: 'structure', label: 'Acidity' },
    tannin: { scale: 'structure', label: 'Tannin' },
    alcohol: { scale: 'alcohol', label: 'Alcohol' },
    body: { scale: 'body', label: 'Body' },
    flavourIntensity: { scale: 'aromaIntensity', label: 'Flavour intensity' },
    finish: { scale: 'finish', label: 'Finish' },
  },
  conclusion: {
    quality: { scale: 'quality', label: 'Quality' },
    readiness: { scale: 'readiness', label: 'Readiness' },
  },
} as const satisfies Record<string, Record<string, { scale: NoteScale; label: string }>>;

export const NOTE_SECTION_NAMES = {
  appearance: 'Appearance',
  nose: 'Nose',
  palate: 'Palate',
  conclusion: 'Conclusion',
} as const satisfies Record<keyof typeof NOTE_FIELDS, string>;

/** Named (`id`), so the API document describes it once and refers to it wherever a tasting carries one. */
export const TastingNoteSchema = z
  .strictObject({
    appearance: z.strictObject({
      intensity: noteField('appearanceIntensity'),
      colour: noteField('colour'),
    }),
    nose: z.strictObject({
      intensity: noteField('aromaIntensity'),
      aromas: z
        .array(NoteAromaSchema)
        .max(NOTE_AROMAS_MAX, { error: `A note names at most ${NOTE_AROMAS_MAX} aromas` })
        .refine((aromas) => new Set(aromas.map((aroma) => aroma.value)).size === aromas.length, {
          error: 'Each aroma once',
        }),
    }),
    palate: z.strictObject({
      sweetness: noteField('sweetness'),
      acidity: noteField('structure'),
      tannin: noteField('structure'),
      alcohol: noteField('alcohol'),
      body: noteField('body'),
      flavourIntensity: noteField('aromaIntensity'),
      finish: noteField('finish'),
    }),
    conclusion: z.strictObject({
      quality: noteField('quality'),
      readiness: noteField('readiness'),
    }),
  })
  .meta({ id: 'TastingNote' });
export type TastingNote = z.infer<typeof TastingNoteSchema>;

export type NoteSection = keyof typeof NOTE_FIELDS;
/** A scale field, by section and name ('palate', 'acidity'). */
export type NoteFieldKey = {
  [S in NoteSection]: { section: S; field: keyof (typeof NOTE_FIELDS)[S] & string };
}[NoteSection];
export interface NoteFieldValue {
  value: string;
  source: NoteSource;
}

/** Every scale field of the note with its scale and label, in the order the note reads. */
export const NOTE_FIELD_LIST = (Object.keys(NOTE_FIELDS) as NoteSection[]).flatMap((section) =>
  Object.entries(NOTE_FIELDS[section]).map(([field, { scale, label }]) => ({
    section,
    field,
    scale: scale as NoteScale,
    label,
  })),
) as Array<NoteFieldKey & { scale: NoteScale; label: string }>;

/** A note with every field empty. */
export function emptyTastingNote(): TastingNote {
  return {
    appearance: { intensity: null, colour: null },
    nose: { intensity: null, aromas: [] },
    palate: {
      sweetness: null,
      acidity: null,
      tannin: null,
      alcohol: null,
      body: null,
      flavourIntensity: null,
      finish: null,
    },
    conclusion: { quality: null, readiness: null },
  };
}

/** A scale field's value and source, or null when empty. */
export function noteFieldOf(note: TastingNote, { section, field }: NoteFieldKey): NoteFieldValue | null {
  return (note[section] as unknown as Record<string, NoteFieldValue | null>)[field] ?? null;
}

/** The note with one scale field set (or emptied with null); the note itself is not changed. */
export function withNoteField(note: TastingNote, key: NoteFieldKey, value: NoteFieldValue | null): TastingNote {
  return { ...note, [key.section]: { ...note[key.section], [key.field]: value } } as TastingNote;
}

/** How many fields are filled (each aroma counts once), and how many of them the person gave. */
export function noteFilling(note: TastingNote): { filled: number; said: number } {
  const values = [...NOTE_FIELD_LIST.map((key) => noteFieldOf(note, key)), ...note.nose.aromas].filter(
    (value): value is NoteFieldValue => value !== null,
  );
  return { filled: values.length, said: values.filter((value) => value.source === 'said').length };
}

/** What is stored and sent for a note: null when nothing in it is filled. */
export function filledNoteOrNull(note: TastingNote | null | undefined): TastingNote | null {
  return note && noteFilling(note).filled > 0 ? note : null;
}

/** The note's aromas, in its order. */
export const aromasOf = (note: TastingNote | null): Aroma[] => note?.nose.aromas.map((aroma) => aroma.value) ?? [];

/** The word a level is shown as ('medium-plus' → 'Medium+'). */
export function levelLabel(scale: NoteScale, level: string): string {
  return (NOTE_SCALES[scale] as Record<string, string>)[level] ?? level;
}

/**
 * The note in words, section by section ('Appearance: deep, ruby. Nose: cherry, leather. Palate: dry,
 * acidity high…'): what the moderation check reads of it and what a screen reader hears of the compact view.
 */
export function tastingNoteText(note: TastingNote): string {
  const sections = (Object.keys(NOTE_FIELDS) as NoteSection[]).flatMap((section) => {
    const parts = NOTE_FIELD_LIST.filter((key) => key.section === section).flatMap((key) => {
      const value = noteFieldOf(note, key);
      return value ? [`${key.label.toLowerCase()} ${levelLabel(key.scale, value.value).toLowerCase()}`] : [];
    });
    if (section === 'nose') parts.push(...aromasOf(note));
    return parts.length > 0 ? [`${NOTE_SECTION_NAMES[section]}: ${parts.join(', ')}.`] : [];
  });
  return sections.join(' ');
}

/**
 * What a card shows of a note at a glance: up to four aromas (the taster's own first) and the palate's
 * structure in a few words.
 */
export function noteHighlights(note: TastingNote): { aromas: Aroma[]; palate: string[] } {
  const { palate } = note;
  const words = [
    palate.sweetness && levelLabel('sweetness', palate.sweetness.value),
    palate.acidity && `${levelLabel('structure', palate.acidity.value)} acidity`,
    palate.tannin && `${levelLabel('structure', palate.tannin.value)} tannin`,
    palate.body && `${levelLabel('body', palate.body.value)} body`,
    palate.finish && `${levelLabel('finish', palate.finish.value)} finish`,
  ].filter((word): word is string => Boolean(word));
  const bySource = (source: NoteSource) =>
    note.nose.aromas.filter((aroma) => aroma.source === source).map((aroma) => aroma.value);
  return { aromas: [...bySource('said'), ...bySource('inferred')].slice(0, 4), palate: words };
}
