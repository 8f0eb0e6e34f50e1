import type { WineLabel, WineType } from '@sorsi/proto';
import type { TestLabelFont, TestLabelLine, TestLabelPhoto } from './render-test-label';

/** What a printed line is, so a style can set its typeface and size the way label designers do. */
export type Role = 'producer' | 'name' | 'grape' | 'year' | 'appellation' | 'term' | 'small';

export interface TestWine {
  label: Array<[Role, string]>;
  expected: Pick<WineLabel, 'producer' | 'wineName' | 'varietal' | 'year'> & { wineType: WineType[] };
}

/**
 * Labels as wineries print them, in several wine cultures, with the founding-year, legal-text and
 * vintage-word traps real labels have. The expected fields are what a person would type in.
 */
export const WINES: TestWine[] = [
  {
    label: [
      ['small', 'GRAND VIN'],
      ['producer', 'Château Margaux'],
      ['name', 'Pavillon Rouge'],
      ['grape', 'Cabernet Sauvignon'],
      ['year', '2015'],
      ['appellation', 'MARGAUX APPELLATION CONTRÔLÉE'],
      ['small', 'MIS EN BOUTEILLE AU CHÂTEAU   13,5% VOL   750 ML'],
    ],
    expected: {
      producer: 'Château Margaux',
      wineName: 'Pavillon Rouge',
      varietal: 'Cabernet Sauvignon',
      year: '2015',
      wineType: ['red'],
    },
  },
  {
    label: [
      ['producer', 'Cantina Vallebelbo'],
      ['appellation', 'BAROLO'],
      ['name', 'Bricco delle Viole'],
      ['year', '2016'],
      ['small', 'DENOMINAZIONE DI ORIGINE CONTROLLATA E GARANTITA'],
      ['small', "IMBOTTIGLIATO ALL'ORIGINE   14% VOL"],
    ],
    expected: {
      producer: 'Cantina Vallebelbo',
      wineName: 'Bricco delle Viole',
      varietal: 'Nebbiolo',
      year: '2016',
      wineType: ['red'],
    },
  },
  {
    label: [
      ['appellation', 'CHAMPAGNE'],
      ['producer', 'Veuve Laurent'],
      ['name', 'Cuvée Louise'],
      ['term', 'BRUT'],
      ['small', 'NV   12% VOL   750 ML   PRODUCT OF FRANCE'],
    ],
    expected: {
      producer: 'Veuve Laurent',
      wineName: 'Cuvée Louise',
      varietal: null,
      year: 'NV',
      wineType: ['sparkling'],
    },
  },
  {
    label: [
      ['producer', 'Weingut Albrecht Kessler'],
      ['name', 'Graacher Himmelreich'],
      ['grape', 'Riesling Spätlese'],
      ['year', '2019'],
      ['appellation', 'MOSEL'],
      ['small', 'QUALITÄTSWEIN MIT PRÄDIKAT   8% VOL'],
    ],
    expected: {
      producer: 'Weingut Albrecht Kessler',
      wineName: 'Graacher Himmelreich',
      varietal: 'Riesling',
      year: '2019',
      wineType: ['white', 'dessert'],
    },
  },
  {
    label: [
      ['small', 'ESTABLISHED 1972'],
      ['producer', 'Mossgiel Creek'],
      ['name', 'Three Oaks Ranch'],
      ['grape', 'Old Vine Zinfandel'],
      ['appellation', 'SONOMA COUNTY'],
      ['year', '2018'],
      ['small', 'PRODUCED AND BOTTLED BY MOSSGIEL CREEK   ALC. 14.8% BY VOL'],
    ],
    expected: {
      producer: 'Mossgiel Creek',
      wineName: 'Three Oaks Ranch',
      varietal: 'Zinfandel',
      year: '2018',
      wineType: ['red'],
    },
  },
  {
    label: [
      ['producer', 'Château Belle Rive'],
      ['name', 'Cuvée Madame'],
      ['appellation', 'SAUTERNES'],
      ['year', '2009'],
      ['small', 'APPELLATION SAUTERNES CONTRÔLÉE   375 ML'],
    ],
    expected: {
      producer: 'Château Belle Rive',
      wineName: 'Cuvée Madame',
      varietal: null,
      year: '2009',
      wineType: ['dessert'],
    },
  },
  {
    label: [
      ['producer', 'Quinta do Vale Escuro'],
      ['term', 'TAWNY PORT'],
      ['name', 'Reserva Especial'],
      ['year', 'Colheita 2011'],
      ['small', 'PRODUCE OF PORTUGAL   20% VOL   750 ML'],
    ],
    expected: {
      producer: 'Quinta do Vale Escuro',
      wineName: 'Reserva Especial',
      varietal: null,
      year: '2011',
      wineType: ['fortified'],
    },
  },
  {
    label: [
      ['producer', 'Domaine des Sables'],
      ['name', 'Cuvée Azur'],
      ['appellation', 'CÔTES DE PROVENCE'],
      ['term', 'ROSÉ'],
      ['year', '2022'],
      ['small', 'MIS EN BOUTEILLE AU DOMAINE   12,5% VOL'],
    ],
    expected: {
      producer: 'Domaine des Sables',
      wineName: 'Cuvée Azur',
      varietal: null,
      year: '2022',
      wineType: ['rose'],
    },
  },
  {
    label: [
      ['producer', 'Bodegas Ortega Sierra'],
      ['name', 'Viña Aurora'],
      ['appellation', 'RIOJA'],
      ['term', 'GRAN RESERVA'],
      ['grape', 'Tempranillo'],
      ['year', '2012'],
      ['small', 'DENOMINACIÓN DE ORIGEN CALIFICADA   14% VOL'],
    ],
    expected: {
      producer: 'Bodegas Ortega Sierra',
      wineName: 'Viña Aurora',
      varietal: 'Tempranillo',
      year: '2012',
      wineType: ['red'],
    },
  },
  {
    label: [
      ['producer', 'Kowhai Bay'],
      ['name', 'Stony Terrace'],
      ['appellation', 'MARLBOROUGH'],
      ['grape', 'Sauvignon Blanc'],
      ['year', '2021'],
      ['small', 'WINE OF NEW ZEALAND   13% VOL   750 ML'],
    ],
    expected: {
      producer: 'Kowhai Bay',
      wineName: 'Stony Terrace',
      varietal: 'Sauvignon Blanc',
      year: '2021',
      wineType: ['white'],
    },
  },
  {
    label: [
      ['small', 'SINCE 1961'],
      ['producer', 'Fattoria San Leolino'],
      ['appellation', 'Chianti Classico'],
      ['term', 'RISERVA'],
      ['grape', 'Sangiovese'],
      ['year', '2017'],
      ['small', 'DENOMINAZIONE DI ORIGINE CONTROLLATA E GARANTITA'],
    ],
    expected: {
      producer: 'Fattoria San Leolino',
      wineName: 'Chianti Classico',
      varietal: 'Sangiovese',
      year: '2017',
      wineType: ['red'],
    },
  },
];

export type PhotoStyle = Pick<
  TestLabelPhoto,
  'darkOnLight' | 'rotation' | 'noise' | 'blur' | 'lowContrast' | 'shadow' | 'curvedProducer' | 'clutter'
> & {
  fonts: Record<Role, TestLabelFont>;
  sizes: Record<Role, number>;
  capsNames: boolean;
};

export const serif: PhotoStyle['fonts'] = {
  producer: 'DejaVu Serif',
  name: 'DejaVu Serif',
  grape: 'DejaVu Sans',
  year: 'DejaVu Serif',
  appellation: 'DejaVu Sans',
  term: 'DejaVu Sans',
  small: 'DejaVu Sans',
};
export const classic: PhotoStyle['fonts'] = {
  producer: 'Tinos',
  name: 'Tinos',
  grape: 'Tinos',
  year: 'Tinos',
  appellation: 'Tinos',
  term: 'Tinos',
  small: 'Tinos',
};
export const modern: PhotoStyle['fonts'] = {
  producer: 'DejaVu Sans Condensed',
  name: 'DejaVu Sans',
  grape: 'PT Sans Narrow',
  year: 'DejaVu Sans Mono',
  appellation: 'DejaVu Sans Condensed',
  term: 'DejaVu Sans',
  small: 'DejaVu Sans Mono',
};
export const large: PhotoStyle['sizes'] = {
  producer: 82,
  name: 56,
  grape: 42,
  year: 60,
  appellation: 34,
  term: 38,
  small: 22,
};
export const compact: PhotoStyle['sizes'] = {
  producer: 64,
  name: 46,
  grape: 36,
  year: 44,
  appellation: 30,
  term: 32,
  small: 20,
};

/** Photo conditions: typefaces, sizes, capitals, polarity, a turned bottle, sensor noise and focus blur. */
const STYLES: PhotoStyle[] = [
  { fonts: serif, sizes: large, capsNames: false, darkOnLight: true, rotation: 0, noise: 0.15, blur: 0 },
  { fonts: classic, sizes: compact, capsNames: true, darkOnLight: true, rotation: -3, noise: 0.3, blur: 0.8 },
  { fonts: modern, sizes: large, capsNames: false, darkOnLight: false, rotation: 4, noise: 0.25, blur: 0.6 },
  { fonts: serif, sizes: compact, capsNames: true, darkOnLight: false, rotation: -5, noise: 0.4, blur: 1.2 },
  { fonts: classic, sizes: large, capsNames: false, darkOnLight: true, rotation: 5, noise: 0.5, blur: 1.5 },
];

/** Conditions that defeat plain OCR on real photos: faded print in a side shadow, arched names, busy shelves. */
const HARD_STYLES: PhotoStyle[] = [
  {
    fonts: serif,
    sizes: large,
    capsNames: true,
    darkOnLight: true,
    rotation: 2,
    noise: 0.3,
    blur: 0.8,
    lowContrast: true,
    shadow: 0.55,
  },
  {
    fonts: classic,
    sizes: large,
    capsNames: false,
    darkOnLight: true,
    rotation: -4,
    noise: 0.25,
    blur: 0.6,
    curvedProducer: true,
    clutter: true,
  },
  {
    fonts: modern,
    sizes: compact,
    capsNames: true,
    darkOnLight: false,
    rotation: 3,
    noise: 0.35,
    blur: 1,
    lowContrast: true,
    clutter: true,
  },
  {
    fonts: serif,
    sizes: compact,
    capsNames: false,
    darkOnLight: true,
    rotation: -2,
    noise: 0.2,
    blur: 0.5,
    shadow: 0.45,
    curvedProducer: true,
  },
];

export interface LabelCase {
  title: string;
  photo: TestLabelPhoto;
  expected: TestWine['expected'];
}

export function line(role: Role, text: string, style: PhotoStyle): TestLabelLine {
  const capitals = style.capsNames && (role === 'producer' || role === 'name');
  return {
    text: capitals ? text.toUpperCase() : text,
    size: style.sizes[role],
    font: style.fonts[role],
    bold: role === 'producer',
    italic: role === 'name' && !capitals,
    spacing: role === 'small' || role === 'appellation' ? 2 : 0,
  };
}

function photoConditions(style: PhotoStyle): string {
  return [
    style.fonts.producer,
    style.darkOnLight ? 'dark on light' : 'light on dark',
    `${style.rotation}°`,
    `noise ${style.noise}`,
    `blur ${style.blur}`,
    style.lowContrast && 'faded',
    style.shadow && 'shadow',
    style.curvedProducer && 'arched name',
    style.clutter && 'busy background',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Every wine, each in the next photo style, so each style is met by several wines. */
function casesIn(styles: PhotoStyle[], seed: number): LabelCase[] {
  return WINES.map((wine, i) => caseOf(wine, styles[i % styles.length]!, seed + i));
}

function caseOf(wine: TestWine, style: PhotoStyle, seed: number): LabelCase {
  return {
    title: `${wine.expected.producer} ${wine.expected.year} (${photoConditions(style)})`,
    photo: {
      lines: wine.label.map(([role, text]) => line(role, text, style)),
      darkOnLight: style.darkOnLight,
      rotation: style.rotation,
      noise: style.noise,
      blur: style.blur,
      lowContrast: style.lowContrast,
      shadow: style.shadow,
      curvedProducer: style.curvedProducer,
      clutter: style.clutter,
      seed,
    },
    expected: wine.expected,
  };
}

/** The label set every field must be read from. */
export const LABEL_CASES: LabelCase[] = casesIn(STYLES, 1);
/** The same wines photographed badly: read as well as possible, measured as a share of fields. */
export const HARD_LABEL_CASES: LabelCase[] = casesIn(HARD_STYLES, 101);
