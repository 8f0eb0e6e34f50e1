/**
 * What an appellation, region or classic style makes: its kinds of wine (main first), the grapes of each,
 * how sweet and how long they keep. Written facts (data/appellation-facts.ts) come first; every other
 * place is described from its regions record — its styles say which kinds it makes, its grapes of each
 * colour make them, and its standing and main grape's structure say how long they keep.
 */
import type { PlaceWineType } from './appellation-types';
import { APPELLATION_FACTS, type PlaceStyleFacts } from './data/appellation-facts';
import { CLASSIC_STYLES, type ClassicStyle } from './data/classic-styles';
import { CLASSIC_REGIONS, EVERYDAY_REGIONS, PRESTIGE_REGIONS } from './data/region-standing';
import { fuzzyScan, grapeByName, REGIONS, scanKnowledge } from './index';
import { foldPhrase } from './text-normalisation';
import type { Region } from './types';
import { benchmarkOf } from './wine-structure';

export type { PlaceWineType };
export type { ClassicStyle };

export interface PlaceStyle {
  type: PlaceWineType;
  grapes: string[];
  sweetness: string;
  ageing: [number, number];
  ageingNote?: string;
  /** The style in a few words, from the facts or the regions record ('flinty Sauvignon Blanc'). */
  style?: string;
}

export interface PlaceProfile {
  name: string;
  region: Region;
  /** Main kind first. */
  styles: PlaceStyle[];
}

/** Whites that gain from years in bottle, where the trade lays them down. */
const AGE_WORTHY_WHITES = new Set([
  'Riesling',
  'Chenin Blanc',
  'Chardonnay',
  'Sémillon',
  'Furmint',
  'Marsanne',
  'Roussanne',
  'Savagnin',
  'Assyrtiko',
  'Fiano',
  'Grüner Veltliner',
]);

const STANDING = new Map<string, number>([
  ...PRESTIGE_REGIONS.map((name) => [name, 4] as const),
  ...CLASSIC_REGIONS.map((name) => [name, 3] as const),
  ...EVERYDAY_REGIONS.map((name) => [name, 1] as const),
]);
const REGION_BY_NAME = new Map(REGIONS.map((region) => [region.name, region]));

/** 4 prestige, 3 classic, 1 everyday; 2 for places the trade does not rank. */
export const standingOf = (region: Region) => STANDING.get(region.name) ?? 2;

/** The kind of wine a style of the regions record names, or null when it does not say. */
export function typeOfStyle(style: string): PlaceWineType | null {
  const f = foldPhrase(style);
  if (/\b(sparkling|traditional method|tank method|cremant|frizzante|spumante|prosecco|fizz)\b/.test(f))
    return 'sparkling';
  if (/\b(fortified|vins? doux naturels?|port|sherry|madeira|marsala|topaque)\b/.test(f)) return 'fortified';
  if (
    /\b(sweet|botrytised|botrytis|noble rot|ice wine|icewine|eiswein|passito|recioto|vin de paille|aszu|eszencia|vinsanto|late harvest|moelleux|ausbruch|constance)\b/.test(
      f,
    ) &&
    !/\b(dry to sweet|sweet and dry|dry and sweet)\b/.test(f)
  )
    return 'dessert';
  if (/\b(rose|rosado|rosato|chiaretto|cerasuolo|clairet)\b/.test(f)) return 'rose';
  if (
    /\b(reds?|claret|super tuscans?|cape blends?|gsm|rhone blends?|bordeaux blends?|amarone|ripasso|cannonau)\b/.test(f)
  )
    return 'red';
  if (/\b(whites?|blanc|orange wines?|amber)\b/.test(f)) return 'white';
  return scanKnowledge(style).grapes[0]?.grape.colour ?? null;
}

const colourOf = (grape: string) => grapeByName(grape)?.colour;

function grapesFor(region: Region, type: PlaceWineType): string[] {
  const red = region.grapes.filter((g) => colourOf(g) === 'red');
  const white = region.grapes.filter((g) => colourOf(g) === 'white');
  switch (type) {
    case 'red':
      return red;
    case 'white':
      return white;
    case 'rose':
      return red.slice(0, 3);
    case 'dessert':
      return white.length > 0 ? white : red;
    default:
      return region.grapes;
  }
}

function derivedSweetness(type: PlaceWineType, style: string): string {
  const f = foldPhrase(style);
  if (type === 'dessert') return 'sweet';
  if (type === 'fortified') return 'sweet, like most fortified wines';
  if (type === 'sparkling') return /\bsweet\b/.test(f) ? 'sweet' : 'mostly Brut, which is dry';
  if (/\b(dry to sweet|sweet and dry|dry and sweet)\b/.test(f)) return 'from dry to sweet';
  if (/\boff dry\b/.test(f)) return 'dry or off-dry';
  return 'dry';
}

/** How long a place's wines of a kind keep, from its standing and its main grape's structure. */
function derivedAgeing(type: PlaceWineType, region: Region, grapes: string[], style: string): [number, number] {
  return ageingFor(type, standingOf(region), grapes, style);
}

/** How long a grape's wine keeps at its classic best: as its benchmark place makes it. */
export function grapeAgeing(grape: string, type: 'red' | 'white'): [number, number] {
  const b = benchmarkOf(grape, type);
  const home = b ? REGION_BY_NAME.get(b.region) : undefined;
  return ageingFor(type, home ? standingOf(home) : 2, [grape], '');
}

function ageingFor(type: PlaceWineType, standing: number, grapes: string[], style: string): [number, number] {
  const main = grapes[0];
  const b = main ? benchmarkOf(main) : undefined;
  switch (type) {
    case 'red': {
      const light = (b?.structure.body ?? 3) <= 2;
      const firm = b ? b.structure.tannin >= 4 || (b.structure.tannin >= 3 && b.structure.acidity >= 4.5) : false;
      if (standing === 4) return firm ? [10, 30] : [8, 20];
      if (standing === 3) return firm ? [6, 20] : light ? [2, 8] : [4, 12];
      if (standing === 2) return firm ? [4, 12] : light ? [1, 4] : [3, 8];
      return light ? [1, 2] : [1, 5];
    }
    case 'white': {
      const ageWorthy = main !== undefined && AGE_WORTHY_WHITES.has(main);
      const light = (b?.structure.body ?? 2.5) <= 1.5;
      if (standing === 4) return ageWorthy ? [5, 20] : [3, 10];
      if (standing === 3) return ageWorthy ? [3, 12] : light ? [1, 3] : [1, 5];
      if (standing === 2) return ageWorthy ? [2, 8] : light ? [0, 2] : [1, 4];
      return light ? [0, 1] : [1, 3];
    }
    case 'rose':
      return [0, 2];
    case 'sparkling':
      return standing >= 3 ? [1, 5] : [0, 3];
    case 'dessert':
      return /\b(noble|botryt\w*|aszu|ice|eiswein)\b/.test(foldPhrase(style)) ? [10, 40] : [3, 15];
    default:
      return [2, 20];
  }
}

function derivedStyles(region: Region): PlaceStyle[] {
  // 'Still whites and reds' names two kinds at once.
  const typed = region.styles.flatMap((style) =>
    /\bwhites?\b/i.test(style) && /\breds?\b/i.test(style)
      ? [
          { style, type: 'white' as PlaceWineType },
          { style, type: 'red' as PlaceWineType },
        ]
      : [{ style, type: typeOfStyle(style) }],
  );
  const found = typed.filter((t): t is { style: string; type: PlaceWineType } => t.type !== null);
  const byGrapes = [...new Set(region.grapes.map(colourOf).filter((c): c is 'red' | 'white' => c !== undefined))].map(
    (type) => ({ style: '', type }),
  );
  const kinds = found.length > 0 ? found : byGrapes;
  const seen = new Set<PlaceWineType>();
  return kinds.flatMap(({ style, type }) => {
    const grapes = grapesFor(region, type);
    // A kind without a grape of its colour in the record is one the record does not really describe.
    if (seen.has(type) || grapes.length === 0) return [];
    seen.add(type);
    return [
      {
        type,
        grapes,
        sweetness: derivedSweetness(type, style),
        ageing: derivedAgeing(type, region, grapes, style),
        ...(style ? { style } : {}),
      },
    ];
  });
}

function writtenStyle(region: Region, facts: PlaceStyleFacts): PlaceStyle {
  const grapes = facts.grapes ?? grapesFor(region, facts.type);
  const style = facts.style ?? region.styles.find((s) => typeOfStyle(s) === facts.type);
  return {
    type: facts.type,
    grapes,
    sweetness: facts.sweetness ?? derivedSweetness(facts.type, style ?? ''),
    ageing: facts.ageing ?? derivedAgeing(facts.type, region, grapes, style ?? ''),
    ...(facts.ageingNote ? { ageingNote: facts.ageingNote } : {}),
    ...(style ? { style } : {}),
  };
}

const profiles = new Map<Region, PlaceProfile>();

/** Everything a place makes, main kind first (worked out once per place). */
export function placeProfile(region: Region): PlaceProfile {
  let profile = profiles.get(region);
  if (!profile) {
    const facts = APPELLATION_FACTS.find((f) => f.place === region.name);
    profile = {
      name: region.name,
      region,
      styles: facts ? facts.styles.map((s) => writtenStyle(region, s)) : derivedStyles(region),
    };
    profiles.set(region, profile);
  }
  return profile;
}

const styleAliases = CLASSIC_STYLES.flatMap((style) =>
  [style.name, ...style.aliases].map((alias) => ({ style, alias: foldPhrase(alias) })),
).sort((a, b) => b.alias.length - a.alias.length);

/** The classic style or blend a text names (longest name first), if any. */
export function classicStyleIn(text: string): ClassicStyle | undefined {
  const padded = ` ${foldPhrase(text)} `;
  return styleAliases.find(({ alias }) => padded.includes(` ${alias} `))?.style;
}

/** Below this a misspelt place name ('Vinho Nobile', 'Sancere') is more likely another word. */
const PLACE_FUZZY_MIN_SCORE = 0.88;

/** The first place a text names, also when misspelt. */
export function placeIn(text: string): Region | undefined {
  return scanKnowledge(text).regions[0]?.region ?? fuzzyScan<Region>(text, 'region', PLACE_FUZZY_MIN_SCORE)[0]?.item;
}

/** Local names of grapes on labels of a country ('Garnacha' for Grenache in Spain). */
const LOCAL_NAMES: Record<string, Record<string, string>> = {
  Spain: { Grenache: 'Garnacha', Carignan: 'Cariñena', Mourvèdre: 'Monastrell', Macabeo: 'Viura' },
  Australia: { Syrah: 'Shiraz', Mourvèdre: 'Mataro' },
  'South Africa': { Syrah: 'Shiraz', 'Chenin Blanc': 'Steen' },
  Portugal: { Tempranillo: 'Tinta Roriz' },
  Italy: { 'Pinot Gris': 'Pinot Grigio', 'Pinot Noir': 'Pinot Nero', Grenache: 'Cannonau' },
  Germany: { 'Pinot Noir': 'Spätburgunder', 'Pinot Gris': 'Grauburgunder' },
};

/** A grape as the place's labels call it: 'Viura (Macabeo)' in Rioja, 'Nebbiolo' in Barolo. */
export function localGrapeName(grape: string, country: string): string {
  const local = LOCAL_NAMES[country]?.[grape];
  return local ? `${local} (${grape})` : grape;
}
