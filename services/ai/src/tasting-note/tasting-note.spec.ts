import { foldedWords, levelsOf, NOTE_FIELD_LIST, type TastingNote } from '@sorsi/proto';
import { GRAPES } from '../knowledge';
import type { ChatMessage } from '../sommelier';
import { inferredNote } from './inferred-note';
import { fieldId, saidNote } from './said-note';
import { SAID_PHRASES } from './said-words';
import { tastingNoteOf } from './tasting-note-of';

const said = (...contents: string[]): ChatMessage[] => [
  { role: 'assistant', content: 'Welcome! What wine are we tasting today?' },
  ...contents.map((content) => ({ role: 'user' as const, content })),
];
const levelsOfSaid = (...contents: string[]) => Object.fromEntries(saidNote(said(...contents)).levels);
const NOW = new Date('2026-06-01T00:00:00Z');

describe('the phrases people describe a wine with', () => {
  it('name only levels of their field', () => {
    for (const { key, levels } of SAID_PHRASES) {
      const scale = NOTE_FIELD_LIST.find((field) => fieldId(field) === fieldId(key))!.scale;
      expect(levelsOf(scale)).toEqual(expect.arrayContaining(Object.keys(levels)));
    }
  });

  it('say one thing each', () => {
    const phrases = SAID_PHRASES.flatMap(({ levels }) =>
      Object.values(levels).flatMap((list) => list.map((phrase) => foldedWords(phrase).join(' '))),
    );
    expect(phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i)).toEqual([]);
  });
});

describe('what the person said', () => {
  it('reads levels and aromas from their own statements', () => {
    const note = saidNote(
      said('Deep ruby, smells of black cherries and leather.', 'Bone dry, quite tannic, with a long finish. Stunning!'),
    );
    expect(Object.fromEntries(note.levels)).toEqual({
      'appearance.intensity': 'deep',
      'appearance.colour': 'ruby',
      'palate.sweetness': 'dry',
      'palate.tannin': 'high',
      'palate.finish': 'long',
      'conclusion.quality': 'outstanding',
    });
    expect(note.aromas).toEqual(['black cherry', 'leather']);
  });

  it("ignores the sommelier's words: only the person's own count", () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'A Barolo tonight.' },
      { role: 'assistant', content: 'Expect tar and roses, high acidity and grippy tannin.' },
    ];
    expect(saidNote(messages)).toEqual({ levels: new Map(), aromas: [] });
  });

  it('leaves out questions, negations and talk about food', () => {
    expect(
      levelsOfSaid('Is it sweet?', "It isn't tannic at all.", 'Would it go with a rich mushroom sauce for dinner?'),
    ).toEqual({});
    expect(saidNote(said('Great with mushroom risotto for dinner.')).aromas).toEqual([]);
    expect(saidNote(said('No oak at all, lots of cherry.')).aromas).toEqual(['cherry']);
  });

  it('takes the longest phrase, so an aroma inside a colour or a scale phrase is not read twice', () => {
    expect(levelsOfSaid('Cherry red in the glass, off-dry.')).toEqual({
      'appearance.colour': 'ruby',
      'palate.sweetness': 'off-dry',
    });
    expect(saidNote(said('Cherry red in the glass.')).aromas).toEqual([]);
    expect(saidNote(said('Sweet spice on the nose.')).aromas).toEqual(['sweet spice']);
  });

  it('keeps the later of two statements about one field', () => {
    expect(levelsOfSaid('Quite tannic at first.', 'Now the tannins feel silky.')).toEqual({
      'palate.tannin': 'medium-minus',
    });
  });
});

describe('what the knowledge base expects of the wine', () => {
  it('fills structure, colour, aromas and readiness from the grape, the type and the vintage', () => {
    const zinfandel = inferredNote({ varietal: 'Zinfandel', wineType: 'red', year: '2019' }, NOW);
    expect(Object.fromEntries(zinfandel.levels)).toEqual({
      'appearance.intensity': 'deep',
      'appearance.colour': 'ruby',
      'palate.sweetness': 'dry',
      'palate.tannin': 'medium',
      'palate.alcohol': 'high',
      'palate.body': 'full',
      'conclusion.readiness': 'drink-or-keep',
    });
    expect(zinfandel.aromas).toEqual(['blackberry', 'raspberry', 'black pepper', 'cinnamon']);
  });

  it('reads the grape as wine schools would: a young Barolo is too young, an old one garnet', () => {
    const young = inferredNote({ varietal: 'Nebbiolo', wineType: 'red', year: '2024' }, NOW);
    expect(young.levels.get('palate.tannin')).toBe('high');
    expect(young.levels.get('palate.acidity')).toBe('high');
    expect(young.levels.get('palate.finish')).toBe('long');
    expect(young.levels.get('appearance.intensity')).toBe('pale');
    expect(young.levels.get('conclusion.readiness')).toBe('too-young');
    const old = inferredNote({ varietal: 'Nebbiolo', wineType: 'red', year: '2001' }, NOW);
    expect(old.levels.get('appearance.colour')).toBe('garnet');
  });

  it('leaves open what the wine could be either way, and never judges quality', () => {
    const riesling = inferredNote({ varietal: 'Riesling', wineType: 'white', year: null }, NOW);
    expect(riesling.levels.has('palate.sweetness')).toBe(false);
    expect(riesling.levels.get('palate.tannin')).toBe('low');
    expect(riesling.levels.has('conclusion.readiness')).toBe(false);
    expect(
      inferredNote({ varietal: 'Sauvignon Blanc', wineType: 'white', year: null }, NOW).levels.get('palate.sweetness'),
    ).toBe('dry');
    for (const grape of GRAPES) {
      const note = inferredNote({ varietal: grape.name, wineType: null, year: '2015' }, NOW);
      expect(note.levels.has('conclusion.quality')).toBe(false);
    }
  });

  it('infers nothing of a wine whose grape it does not know, whatever its type', () => {
    for (const varietal of [null, 'Mystery Blend']) {
      expect(inferredNote({ varietal, wineType: 'red', year: '2015' }, NOW)).toEqual({ levels: new Map(), aromas: [] });
    }
  });

  it('names at least two aromas of every grape that has aromas', () => {
    const short = GRAPES.filter((grape) => grape.aromas.length > 0)
      .filter((grape) => inferredNote({ varietal: grape.name, wineType: null, year: null }, NOW).aromas.length < 2)
      .map((grape) => grape.name);
    expect(short).toEqual([]);
  });
});

describe('the note of a conversation', () => {
  const zinfandel = { varietal: 'Zinfandel', wineType: 'red' as const, year: '2019' };

  it('marks what the person said as theirs and fills the rest from the wine, their words first', () => {
    const note = tastingNoteOf(said('Smells of black cherries and leather, quite tannic.'), zinfandel, NOW)!;
    expect(note.palate.tannin).toEqual({ value: 'high', source: 'said' });
    expect(note.palate.alcohol).toEqual({ value: 'high', source: 'inferred' });
    expect(note.conclusion.quality).toBeNull();
    expect(note.nose.aromas).toEqual([
      { value: 'black cherry', source: 'said' },
      { value: 'leather', source: 'said' },
      { value: 'blackberry', source: 'inferred' },
      { value: 'raspberry', source: 'inferred' },
    ]);
  });

  it('is null when there is nothing to note', () => {
    expect(tastingNoteOf(said('Hello!'), { varietal: null, wineType: null, year: null }, NOW)).toBeNull();
  });

  it('keeps only the aromas the person named when they named four or more', () => {
    const note: TastingNote = tastingNoteOf(said('Plum, fig, tar, smoke and violets.'), zinfandel, NOW)!;
    expect(note.nose.aromas.map((aroma) => `${aroma.value}:${aroma.source}`)).toEqual([
      'plum:said',
      'fig:said',
      'tar:said',
      'smoke:said',
      'violet:said',
    ]);
  });
});
