import { filledNoteOrNull, NOTE_AROMAS_MAX, type TastingNote, TastingNoteSchema } from '@sorsi/proto';
import type { TastingNoteAnswer } from './model-answers';

/**
 * The model's tasting note under the offline note's rules: each aroma once (the first mention keeps its
 * source), at most the note's number, and a quality only when the person gave it (a judgement is theirs,
 * never the sommelier's guess). Null when the model filled nothing.
 */
export function tastingNoteOfAnswer(answer: TastingNoteAnswer): TastingNote | null {
  const aromas = answer.nose.aromas
    .filter((aroma, index, all) => all.findIndex((other) => other.value === aroma.value) === index)
    .slice(0, NOTE_AROMAS_MAX);
  const quality = answer.conclusion.quality?.source === 'said' ? answer.conclusion.quality : null;
  return filledNoteOrNull(
    TastingNoteSchema.parse({
      ...answer,
      nose: { ...answer.nose, aromas },
      conclusion: { ...answer.conclusion, quality },
    }),
  );
}
