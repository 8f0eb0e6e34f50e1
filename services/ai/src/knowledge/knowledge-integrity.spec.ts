// Issue 3 §3: the offline knowledge base holds at least 150 grapes, 200 regions and appellations, label
// vocabulary and well-known producers; these checks keep the data consistent as it grows.
import { grapeAliases, labelTermAliases, producerAliases, regionAliases } from './catalogue';
import { GRAPES, LABEL_TERMS, PRODUCERS, REGIONS, grapeByName, scanKnowledge } from './index';
import { CLASSIC_PAIRINGS } from './data/classic-pairings';
import { WINE_STYLES } from './data/wine-styles';
import { APPELLATION_FACTS } from './data/appellation-facts';
import { CLASSIC_STYLES } from './data/classic-styles';
import { GRAPE_ORIGINS } from './data/grape-origins';
import { CARE_TOPICS } from './data/wine-care';
import { STYLE_BENCHMARKS } from './data/wine-structures';
import { CLASSIC_REGIONS, EVERYDAY_REGIONS, PRESTIGE_REGIONS } from './data/region-standing';
import { foldPhrase } from './text-normalisation';

/** Folded aliases claimed by more than one record of the same kind: each would silently resolve to the first. */
function conflictingAliases<T>(items: readonly T[], nameOf: (item: T) => string, aliasesOf: (item: T) => string[]) {
  const owners = new Map<string, Set<string>>();
  for (const item of items) {
    for (const alias of aliasesOf(item)) {
      const key = foldPhrase(alias);
      owners.set(key, (owners.get(key) ?? new Set()).add(nameOf(item)));
    }
  }
  return [...owners.entries()]
    .filter(([, names]) => names.size > 1)
    .map(([alias, names]) => `${alias}: ${[...names].join(' / ')}`);
}

describe('knowledge base integrity', () => {
  it('has at least 150 grapes, 200 regions and 150 producers, and label vocabulary', () => {
    expect(GRAPES.length).toBeGreaterThanOrEqual(150);
    expect(REGIONS.length).toBeGreaterThanOrEqual(200);
    expect(PRODUCERS.length).toBeGreaterThanOrEqual(150);
    expect(LABEL_TERMS.length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['grapes', () => conflictingAliases(GRAPES, (g) => g.name, grapeAliases)],
    ['regions', () => conflictingAliases(REGIONS, (r) => r.name, regionAliases)],
    ['producers', () => conflictingAliases(PRODUCERS, (p) => p.name, producerAliases)],
    ['label terms', () => conflictingAliases(LABEL_TERMS, (t) => t.term, labelTermAliases)],
  ])('no alias of the %s names two different records', (_kind, conflicts) => {
    expect(conflicts()).toEqual([]);
  });

  it('every grape a region lists is a known grape, by its canonical name', () => {
    const unknown = REGIONS.flatMap((r) =>
      r.grapes.filter((g) => grapeByName(g)?.name !== g).map((g) => `${r.name}: ${g}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every grape is described fully enough for a sommelier answer', () => {
    const incomplete = GRAPES.filter(
      (g) =>
        g.aromas.length < 2 ||
        g.palate.length < 1 ||
        g.pairings.length < 2 ||
        g.regions.length < 1 ||
        g.styles.length < 1 ||
        !(g.servingTempC[0] >= 4 && g.servingTempC[0] <= g.servingTempC[1] && g.servingTempC[1] <= 20),
    ).map((g) => g.name);
    expect(incomplete).toEqual([]);
  });

  it('every region, producer and label term carries its facts', () => {
    expect(REGIONS.filter((r) => !r.country || !r.notes || r.grapes.length === 0 || r.styles.length === 0)).toEqual([]);
    expect(PRODUCERS.filter((p) => !p.country || !p.region || !p.knownFor)).toEqual([]);
    expect(LABEL_TERMS.filter((t) => !t.meaning)).toEqual([]);
  });

  // Replies quote these texts and extraction takes the first four-digit year of a reply as the vintage
  // (spec §4), so a founding date in a description would be read as the wine's vintage.
  it('descriptive texts contain no four-digit number that could pass for a vintage', () => {
    const texts = [
      ...GRAPES.flatMap((g) => [...g.aromas, ...g.palate, ...g.pairings, ...g.styles, ...g.regions]),
      ...REGIONS.flatMap((r) => [r.notes, ...r.styles]),
      ...PRODUCERS.map((p) => p.knownFor),
      ...LABEL_TERMS.map((t) => t.meaning),
    ];
    expect(texts.filter((t) => /\d{4}/.test(t))).toEqual([]);
  });

  // Extraction also reads a double-quoted phrase in a reply as a wine's name (spec §4), so descriptions
  // quote with typographic single quotes.
  it('descriptive texts contain no double quotes', () => {
    const texts = [
      ...REGIONS.map((r) => r.notes),
      ...PRODUCERS.map((p) => p.knownFor),
      ...LABEL_TERMS.map((t) => t.meaning),
      ...GRAPES.flatMap((g) => [...g.aromas, ...g.palate, ...g.pairings]),
    ];
    expect(texts.filter((t) => /["“”«»]/.test(t))).toEqual([]);
  });

  it('covers the spellings the brief names', () => {
    expect(grapeByName('cab')?.name).toBe('Cabernet Sauvignon');
    expect(grapeByName('pinot grigio')?.name).toBe('Pinot Gris');
    expect(grapeByName('shiraz')?.name).toBe('Syrah');
    expect(grapeByName('garnacha')?.name).toBe('Grenache');
    expect(grapeByName('monastrell')?.name).toBe('Mourvèdre');
    expect(grapeByName('zin')?.name).toBe('Zinfandel');
    expect(grapeByName('chardy')?.name).toBe('Chardonnay');
  });

  it('rates only regions it knows, each once, by their record names', () => {
    const rated = [...PRESTIGE_REGIONS, ...CLASSIC_REGIONS, ...EVERYDAY_REGIONS];
    const names = new Set(REGIONS.map((region) => region.name));
    expect(rated.filter((name) => !names.has(name))).toEqual([]);
    expect(rated.length).toBe(new Set(rated).size);
  });

  it('pairs food only with wines it can explain: each classic names a grape, region or label term it knows', () => {
    const unexplained = CLASSIC_PAIRINGS.flatMap((pairing) => pairing.wines).filter((wine) => {
      const scan = scanKnowledge(wine);
      return scan.grapes.length + scan.regions.length + scan.labelTerms.length === 0;
    });
    expect(unexplained).toEqual([]);
  });

  it('gives every style examples it knows (a region or grape in each)', () => {
    const unknown = WINE_STYLES.flatMap((style) => style.examples).filter((example) => {
      const scan = scanKnowledge(example);
      return scan.grapes.length + scan.regions.length === 0;
    });
    expect(unknown).toEqual([]);
  });

  it('describes structure, places, styles, origins and care only with grapes and places it knows (issue 23)', () => {
    const grapeNames = new Set(GRAPES.map((grape) => grape.name));
    const regionNames = new Set(REGIONS.map((region) => region.name));
    const unknown = [
      ...STYLE_BENCHMARKS.flatMap((b) => [b.grape, b.region]),
      ...APPELLATION_FACTS.flatMap((f) => [f.place, ...f.styles.flatMap((style) => style.grapes ?? [])]),
      ...CLASSIC_STYLES.flatMap((style) => style.grapes),
      ...Object.keys(GRAPE_ORIGINS),
    ].filter((name) => !grapeNames.has(name) && !regionNames.has(name));
    expect(unknown).toEqual([]);
    const topics = CARE_TOPICS.map((topic) => topic.id);
    expect(topics.length).toBe(new Set(topics).size);
  });
});
