// The spec's keyword rule is tested with it, in proto (wine.spec.ts); here the knowledge base's part.
import { LABEL_TERMS, PRODUCERS, REGIONS, grapeByName } from '../knowledge';
import { knownWineType } from './wine-type';

describe('knownWineType (server-side refinement when no keyword decides)', () => {
  const term = (name: string) => LABEL_TERMS.find((t) => t.term === name)!;
  it.each([
    ['a label term that implies a type', { terms: [term('Brut')] }, 'sparkling'],
    ['Auslese', { terms: [term('Auslese')] }, 'dessert'],
    ['a named white grape', { terms: [], namedGrape: grapeByName('Grüner Veltliner') }, 'white'],
    ['a rosé producer', { terms: [], producer: PRODUCERS.find((p) => p.name === "Château d'Esclans") }, 'rose'],
    ['a sweet-wine region', { terms: [], region: REGIONS.find((r) => r.name === 'Sauternes') }, 'dessert'],
    ['a region of red grapes only', { terms: [], region: REGIONS.find((r) => r.name === 'Barolo') }, 'red'],
    ['a region of white grapes only', { terms: [], region: REGIONS.find((r) => r.name === 'Rueda') }, 'white'],
    ['a region of both colours says nothing', { terms: [], region: REGIONS.find((r) => r.name === 'Burgundy') }, null],
    ['nothing at all', { terms: [] }, null],
  ])('%s', (_case, facts, expected) => {
    expect(knownWineType(facts)).toBe(expected);
  });
});
