import { PRODUCERS } from '../knowledge';
import { isCandidateWineName } from './wine-name-rules';

// Spec §5 'Candidate wine name' and §9 'Wine name length: 4 to 79'.
describe('isCandidateWineName (spec §5)', () => {
  it.each([
    ['Pavillon Rouge', true],
    ['Abc', false], // 3 characters: too short
    ['Abcd Efg', true],
    ['Clos', false], // 4 characters but a single word without a marker
    [`Cuvée ${'x'.repeat(73)}`, true], // 79 characters
    [`Cuvée ${'x'.repeat(74)}`, false], // 80 characters
    ['2015', false], // a bare year
    ['1234 5678', false], // no letter
  ])('length and content: %s → %s', (name, expected) => {
    expect(isCandidateWineName(name)).toBe(expected);
  });

  it.each([
    ['Great Red', false],
    ['Old Vintage Reserve', false],
    ['The Bottle Shop', false],
    ['Learn More Here', false],
    ['Premium Quality Blend', false],
    ['House Wine', false],
    ['Winery Road', true], // filler is matched as whole words: 'Winery' is not 'wine'
  ])('generic filler: %s → %s', (name, expected) => {
    expect(isCandidateWineName(name)).toBe(expected);
  });

  it.each(['Known for its elegance', 'famous for tannins'])('rejects a description: %s', (name) => {
    expect(isCandidateWineName(name)).toBe(false);
  });

  it.each([
    ['Pomerol', false],
    ['Château-Grillet', true],
    ['Cuvée', true],
    ['Reserve', true],
    ['Montrachet', false],
    ['Chateau Margaux', true], // two words pass anyway
    ['Château Margaux', true],
  ])('single words need a marker or a known producer: %s → %s', (name, expected) => {
    expect(isCandidateWineName(name)).toBe(expected);
  });

  it('lets a known producer (or flagship wine) stand as a single word', () => {
    const singleWordNames = PRODUCERS.flatMap((p) => [p.name, ...p.aliases, ...(p.wines ?? [])]).filter(
      (name) => !/[\s-]/.test(name) && name.length > 3,
    );
    expect(singleWordNames.length).toBeGreaterThan(0);
    for (const name of singleWordNames) expect(isCandidateWineName(name)).toBe(true);
    expect(isCandidateWineName('Margaux')).toBe(false); // an appellation, not a producer
  });
});
