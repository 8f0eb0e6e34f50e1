import { AROMAS, emptyTastingNote, NOTE_AROMAS_MAX, type TastingNote, withNoteField } from '@sorsi/proto';
import { canAddAroma, chooseLevel, toggleAroma } from './note-edits';

const acidity = { section: 'palate', field: 'acidity' } as const;
const inferredHigh = (): TastingNote =>
  withNoteField(emptyTastingNote(), acidity, { value: 'high', source: 'inferred' });

describe('editing the tasting note in the save dialog', () => {
  it("makes a level the person presses theirs, confirming the sommelier's or replacing it", () => {
    expect(chooseLevel(inferredHigh(), acidity, 'high').palate.acidity).toEqual({ value: 'high', source: 'said' });
    expect(chooseLevel(inferredHigh(), acidity, 'low').palate.acidity).toEqual({ value: 'low', source: 'said' });
  });

  it('empties a field when the person presses their own level again', () => {
    const theirs = chooseLevel(inferredHigh(), acidity, 'high');
    expect(chooseLevel(theirs, acidity, 'high').palate.acidity).toBeNull();
  });

  it('adds an aroma as theirs and removes one already there, whoever gave it', () => {
    const withTar: TastingNote = {
      ...emptyTastingNote(),
      nose: { intensity: null, aromas: [{ value: 'tar', source: 'inferred' }] },
    };
    expect(toggleAroma(withTar, 'cherry').nose.aromas).toEqual([
      { value: 'tar', source: 'inferred' },
      { value: 'cherry', source: 'said' },
    ]);
    expect(toggleAroma(withTar, 'tar').nose.aromas).toEqual([]);
  });

  it(`adds no aroma past ${NOTE_AROMAS_MAX}`, () => {
    let note = emptyTastingNote();
    for (const aroma of AROMAS.slice(0, NOTE_AROMAS_MAX)) note = toggleAroma(note, aroma);
    expect(canAddAroma(note)).toBe(false);
    expect(toggleAroma(note, AROMAS[NOTE_AROMAS_MAX]!)).toBe(note);
    expect(toggleAroma(note, AROMAS[0]).nose.aromas).toHaveLength(NOTE_AROMAS_MAX - 1);
  });

  it('leaves the note it was given unchanged', () => {
    const note = inferredHigh();
    chooseLevel(note, acidity, 'low');
    toggleAroma(note, 'cherry');
    expect(note).toEqual(inferredHigh());
  });
});
