import { emptyTastingNote, withNoteField } from '@sorsi/proto';
import { SaveFormSchema, saveFormDefaults } from './save-form';

// Spec taste-and-account §5 "Save form" and §9 limits; §8 "Generic form messages".

const valid = saveFormDefaults(null);

it.each<[keyof typeof valid, number]>([
  ['title', 60],
  ['varietal', 60],
  ['producer', 60],
  ['wineName', 60],
  ['vintage', 10],
])('%s takes at most %d characters', (field, max) => {
  expect(SaveFormSchema.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
  const result = SaveFormSchema.safeParse({ ...valid, [field]: 'x'.repeat(max + 1) });
  expect(result.error?.issues).toEqual([
    expect.objectContaining({ path: [field], message: `String must contain at most ${max} character(s)` }),
  ]);
});

it('leaves every text optional', () => {
  expect(SaveFormSchema.safeParse(valid).success).toBe(true);
});

it('resets to a blank title, the prefilled wine, and public (spec §4, §9)', () => {
  expect(
    saveFormDefaults({ producer: 'Ridge', wineName: null, varietal: 'Zinfandel', year: '2019', wineType: 'white' }),
  ).toEqual({
    title: '',
    varietal: 'Zinfandel',
    producer: 'Ridge',
    vintage: '2019',
    wineName: '',
    wineType: 'white',
    isPublic: true,
    note: emptyTastingNote(),
  });
  expect(saveFormDefaults(null).wineType).toBe('red');
  expect(saveFormDefaults(null, 'Friday Barolo').title).toBe('Friday Barolo');
});

it("opens with the sommelier's tasting note when it filled one", () => {
  const note = withNoteField(
    emptyTastingNote(),
    { section: 'palate', field: 'body' },
    { value: 'full', source: 'said' },
  );
  expect(saveFormDefaults(null, '', note).note).toBe(note);
  expect(SaveFormSchema.safeParse({ ...valid, note }).success).toBe(true);
});
