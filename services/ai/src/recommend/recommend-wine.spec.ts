import { GRAPES, REGIONS } from '../knowledge';
import { recommendWine } from './recommend-wine';

/** The grape and region a suggestion names ('Try a {grape} from {region} (…)'). */
function wineOf(suggestion: string): { grape: string; region: string } {
  const match = /^Try a (.+?) from (.+?) \(/.exec(suggestion);
  if (!match) throw new Error(`Not a suggestion: ${suggestion}`);
  return { grape: match[1]!, region: match[2]! };
}

/** Presses 'Show me another' `times` times, each sending the suggestions so far (spec §4). */
function presses(input: string, times: number): string[] {
  const shown: string[] = [];
  for (let press = 0; press < times; press++) {
    const next = recommendWine({ input, previousSuggestions: shown });
    if (!next) throw new Error('ran out of suggestions');
    shown.push(next.suggestion);
  }
  return shown;
}

describe('wine recommendations from the knowledge base', () => {
  it.each(['I like Pinot Noir', 'something bold and red', 'crisp white for fish', 'sweet', 'bubbles'])(
    '%p: eleven presses give eleven different real styles',
    (input) => {
      const shown = presses(input, 11);
      const wines = shown.map(wineOf);
      expect(new Set(wines.map((w) => `${w.grape}|${w.region}`)).size).toBe(11);
      for (const { grape, region } of wines) {
        expect(GRAPES.map((g) => g.name)).toContain(grape);
        expect(REGIONS.map((r) => r.name)).toContain(region);
      }
    },
  );

  it('answers the kind of wine asked for', () => {
    const colourOf = (suggestion: string) => GRAPES.find((g) => g.name === wineOf(suggestion).grape)!.colour;
    expect(presses('something bold and red', 5).map(colourOf)).toEqual(Array(5).fill('red'));
    expect(presses('crisp white for fish', 5).map(colourOf)).toEqual(Array(5).fill('white'));
    expect(recommendWine({ input: 'bubbles', previousSuggestions: [] })!.suggestion).toMatch(/bubbles/);
  });

  it('suggests something else than the wine someone loves, saying what the two share', () => {
    const { suggestion } = recommendWine({
      input: 'I love Pinot Noir, what else might I like?',
      previousSuggestions: [],
    })!;
    expect(wineOf(suggestion).grape).not.toBe('Pinot Noir');
    expect(suggestion).toMatch(/Why: like Pinot Noir it shows/);
  });

  it('treats a suggestion named loosely as the same wine', () => {
    const first = recommendWine({ input: 'structured Italian red like Nebbiolo', previousSuggestions: [] })!;
    const { grape, region } = wineOf(first.suggestion);
    for (const loosely of [`${region}`, `a ${region} from somewhere`, first.suggestion]) {
      const next = recommendWine({ input: 'structured Italian red like Nebbiolo', previousSuggestions: [loosely] })!;
      expect(wineOf(next.suggestion)).not.toEqual({ grape, region });
    }
  });
});
