import {
  type ChatMessage,
  emptyTastingNote,
  filledNoteOrNull,
  NOTE_AROMAS_MAX,
  NOTE_FIELD_LIST,
  type NoteFieldValue,
  type TastingNote,
  TastingNoteSchema,
  withNoteField,
} from '@sorsi/proto';
import { INFERRED_AROMAS_MAX, inferredNote, type NotedWine } from './inferred-note';
import { fieldId, saidNote } from './said-note';

/**
 * The offline sommelier's structured note of a conversation about a wine: what the person said wins,
 * what the knowledge base expects of the wine fills the rest, anything else stays empty. Aromas: the
 * ones they named, then the grape's main ones up to four in all. Null when nothing could be filled.
 */
export function tastingNoteOf(messages: readonly ChatMessage[], wine: NotedWine, now: Date): TastingNote | null {
  const said = saidNote(messages);
  const inferred = inferredNote(wine, now);
  let note = emptyTastingNote();
  for (const key of NOTE_FIELD_LIST) {
    const saidLevel = said.levels.get(fieldId(key));
    const inferredLevel = inferred.levels.get(fieldId(key));
    const value: NoteFieldValue | null = saidLevel
      ? { value: saidLevel, source: 'said' }
      : inferredLevel
        ? { value: inferredLevel, source: 'inferred' }
        : null;
    note = withNoteField(note, key, value);
  }
  const saidAromas = said.aromas.slice(0, NOTE_AROMAS_MAX);
  const inferredAromas = inferred.aromas
    .filter((aroma) => !saidAromas.includes(aroma))
    .slice(0, Math.max(0, INFERRED_AROMAS_MAX - saidAromas.length));
  const aromas = [
    ...saidAromas.map((value) => ({ value, source: 'said' as const })),
    ...inferredAromas.map((value) => ({ value, source: 'inferred' as const })),
  ];
  note = { ...note, nose: { ...note.nose, aromas } };
  // The phrase tables name levels as text: the schema holds them to the note's scales.
  return filledNoteOrNull(TastingNoteSchema.parse(note));
}
