import { NOTE_AROMAS_MAX } from './aromas';
import { CreateTastingRequestSchema, UpdateTastingBodySchema } from './tasting';
import {
  emptyTastingNote,
  filledNoteOrNull,
  levelsOf,
  noteFilling,
  noteHighlights,
  type TastingNote,
  TastingNoteSchema,
  tastingNoteText,
  withNoteField,
} from './tasting-note';
import { ExtractedWineDataSchema } from './taste';

const note = (): TastingNote => ({
  ...emptyTastingNote(),
  appearance: { intensity: { value: 'deep', source: 'inferred' }, colour: { value: 'ruby', source: 'said' } },
  nose: {
    intensity: null,
    aromas: [
      { value: 'cherry', source: 'said' },
      { value: 'leather', source: 'said' },
      { value: 'tobacco', source: 'inferred' },
    ],
  },
  palate: {
    ...emptyTastingNote().palate,
    sweetness: { value: 'dry', source: 'inferred' },
    acidity: { value: 'high', source: 'said' },
    body: { value: 'full', source: 'inferred' },
  },
});

describe('the structured tasting note', () => {
  it('keeps every field with its value and source', () => {
    expect(TastingNoteSchema.parse(note())).toEqual(note());
  });

  it.each([
    ['a level of another scale', { palate: { ...note().palate, acidity: { value: 'full', source: 'said' } } }],
    ['an aroma outside the vocabulary', { nose: { intensity: null, aromas: [{ value: 'gasoline', source: 'said' }] } }],
    ['an unknown source', { palate: { ...note().palate, body: { value: 'full', source: 'guessed' } } }],
    [
      'the same aroma twice',
      {
        nose: {
          intensity: null,
          aromas: [
            { value: 'cherry', source: 'said' },
            { value: 'cherry', source: 'inferred' },
          ],
        },
      },
    ],
    ['a field it does not have', { conclusion: { quality: null, readiness: null, price: null } }],
  ])('refuses %s', (_what, change) => {
    expect(TastingNoteSchema.safeParse({ ...note(), ...change }).success).toBe(false);
  });

  it(`names at most ${NOTE_AROMAS_MAX} aromas`, () => {
    const aromas = ['cherry', 'leather', 'tar', 'rose', 'violet', 'plum', 'fig', 'mint', 'tea', 'smoke', 'oak', 'hay'];
    const full = { ...note(), nose: { intensity: null, aromas: aromas.map((value) => ({ value, source: 'said' })) } };
    expect(TastingNoteSchema.safeParse(full).success).toBe(true);
    full.nose.aromas.push({ value: 'earth', source: 'said' });
    expect(TastingNoteSchema.safeParse(full).success).toBe(false);
  });

  it('counts what is filled and what the person said', () => {
    expect(noteFilling(note())).toEqual({ filled: 8, said: 4 });
    expect(noteFilling(emptyTastingNote())).toEqual({ filled: 0, said: 0 });
  });

  it('is stored as null when nothing in it is filled', () => {
    expect(filledNoteOrNull(emptyTastingNote())).toBeNull();
    expect(filledNoteOrNull(undefined)).toBeNull();
    const one = withNoteField(
      emptyTastingNote(),
      { section: 'palate', field: 'tannin' },
      { value: 'low', source: 'said' },
    );
    expect(filledNoteOrNull(one)).toBe(one);
  });

  it('reads as words section by section (what the moderation check reads)', () => {
    expect(tastingNoteText(note())).toBe(
      'Appearance: intensity deep, colour ruby. Nose: cherry, leather, tobacco. Palate: sweetness dry, acidity high, body full.',
    );
  });

  it("shows at a glance four aromas, the taster's first, and the palate in a few words", () => {
    expect(noteHighlights(note())).toEqual({
      aromas: ['cherry', 'leather', 'tobacco'],
      palate: ['Dry', 'High acidity', 'Full body'],
    });
    const aromas = (['tar', 'rose', 'plum', 'fig'] as const).map((value) => ({ value, source: 'inferred' as const }));
    const later = {
      ...note(),
      nose: { intensity: null, aromas: [...aromas, { value: 'leather' as const, source: 'said' as const }] },
    };
    expect(noteHighlights(later).aromas).toEqual(['leather', 'tar', 'rose', 'plum']);
  });

  it('gives each scale its levels lowest first', () => {
    expect(levelsOf('structure')).toEqual(['low', 'medium-minus', 'medium', 'medium-plus', 'high']);
    expect(levelsOf('sweetness')[0]).toBe('dry');
  });
});

describe('the note on the wire', () => {
  it('is optional when saving (none by default) and can be changed or cleared by an update', () => {
    expect(CreateTastingRequestSchema.parse({ title: 'A' }).note).toBeNull();
    expect(CreateTastingRequestSchema.parse({ title: 'A', note: note() }).note).toEqual(note());
    expect(UpdateTastingBodySchema.parse({ note: null })).toEqual({ note: null });
    expect(UpdateTastingBodySchema.safeParse({ note: { nose: { aromas: [] } } }).success).toBe(false);
  });

  it('comes with extracted wine data, and may be absent from a sommelier that predates notes', () => {
    const wine = { producer: null, wineName: null, varietal: null, year: null, wineType: null };
    expect(ExtractedWineDataSchema.parse(wine)).toEqual(wine);
    expect(ExtractedWineDataSchema.parse({ ...wine, note: note() }).note).toEqual(note());
  });
});
