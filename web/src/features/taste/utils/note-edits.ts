import {
  type Aroma,
  NOTE_AROMAS_MAX,
  noteFieldOf,
  type NoteFieldKey,
  type TastingNote,
  withNoteField,
} from '@sorsi/proto';

// How the save dialog edits the sommelier's tasting note: whatever the person chooses there is theirs
// (`said`); choosing a level again, or removing an aroma, empties it.

/** The note after the person pressed a level of a scale: chosen as theirs, or emptied if it was already theirs. */
export function chooseLevel(note: TastingNote, key: NoteFieldKey, level: string): TastingNote {
  const current = noteFieldOf(note, key);
  const again = current?.value === level && current.source === 'said';
  return withNoteField(note, key, again ? null : { value: level, source: 'said' });
}

/** Whether another aroma can be added (a note names at most NOTE_AROMAS_MAX). */
export const canAddAroma = (note: TastingNote): boolean => note.nose.aromas.length < NOTE_AROMAS_MAX;

/** The note after the person toggled an aroma: removed when in it, else added as theirs (when there is room). */
export function toggleAroma(note: TastingNote, aroma: Aroma): TastingNote {
  const { aromas } = note.nose;
  const present = aromas.some((entry) => entry.value === aroma);
  if (!present && !canAddAroma(note)) return note;
  const next = present
    ? aromas.filter((entry) => entry.value !== aroma)
    : [...aromas, { value: aroma, source: 'said' as const }];
  return { ...note, nose: { ...note.nose, aromas: next } };
}
