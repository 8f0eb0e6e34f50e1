import { emptyTastingNote } from '@sorsi/proto';
import type { TastingNoteAnswer } from './model-answers';
import { tastingNoteOfAnswer } from './tasting-note-rules';

const answer = (change: Partial<TastingNoteAnswer>): TastingNoteAnswer => ({ ...emptyTastingNote(), ...change });

describe("the model's tasting note under the note's rules", () => {
  it('keeps each aroma once, as first named', () => {
    const note = tastingNoteOfAnswer(
      answer({
        nose: {
          intensity: null,
          aromas: [
            { value: 'cherry', source: 'said' },
            { value: 'tar', source: 'inferred' },
            { value: 'cherry', source: 'inferred' },
          ],
        },
      }),
    );
    expect(note?.nose.aromas).toEqual([
      { value: 'cherry', source: 'said' },
      { value: 'tar', source: 'inferred' },
    ]);
  });

  it('drops a quality the person did not give', () => {
    const guessed = answer({ conclusion: { quality: { value: 'outstanding', source: 'inferred' }, readiness: null } });
    expect(tastingNoteOfAnswer(guessed)).toBeNull();
    const theirs = answer({ conclusion: { quality: { value: 'good', source: 'said' }, readiness: null } });
    expect(tastingNoteOfAnswer(theirs)?.conclusion.quality).toEqual({ value: 'good', source: 'said' });
  });

  it('is null when the model filled nothing', () => {
    expect(tastingNoteOfAnswer(answer({}))).toBeNull();
  });
});
