import { WineLabelSchema, type WineLabel } from '@sorsi/proto';
import { foldPhrase, PRODUCERS } from '../knowledge';
import { parseLabel } from './parse-label';
import { ocrLines, type PrintedLine } from './testing/ocr-line-fixture';

type Expected = Partial<Pick<WineLabel, 'producer' | 'wineName' | 'varietal' | 'year' | 'wineType'>>;

const big = (text: string, confidence = 0.92): PrintedLine => ({ text, height: 80, confidence });
const medium = (text: string, confidence = 0.92): PrintedLine => ({ text, height: 50, confidence });
const small = (text: string, confidence = 0.9): PrintedLine => ({ text, height: 22, confidence });

/** Labels as OCR lines (top to bottom) and the fields a person would read from them. */
const LABELS: Array<[string, Array<PrintedLine | string>, Expected]> = [
  [
    'a classed Bordeaux: known producer, second wine, grape, vintage, legal text',
    [
      small('GRAND VIN'),
      big('Château Margaux'),
      medium('Pavillon Rouge'),
      medium('Cabernet Sauvignon'),
      big('2015'),
      small('MARGAUX APPELLATION CONTROLEE'),
      small('13.5% VOL 750 ML'),
    ],
    {
      producer: 'Château Margaux',
      wineName: 'Pavillon Rouge',
      varietal: 'Cabernet Sauvignon',
      year: '2015',
      wineType: 'red',
    },
  ],
  [
    'a known producer misread by OCR, in capitals, accent lost',
    [big('CHATEAY MARGAUX'), medium('PAVILLON ROUGE'), big('2016')],
    { producer: 'Château Margaux', wineName: 'Pavillon Rouge', year: '2016', wineType: 'red' },
  ],
  [
    'an unknown estate behind a marker, with a founding year and a vineyard name',
    [
      small('SINCE 1952'),
      big('DOMAINE DU VIEUX MOULIN'),
      medium('Les Grandes Terres'),
      medium('Pinot Noir'),
      big('2018'),
      small('Mis en bouteille au domaine'),
    ],
    {
      producer: 'Domaine du Vieux Moulin',
      wineName: 'Les Grandes Terres',
      varietal: 'Pinot Noir',
      year: '2018',
      wineType: 'red',
    },
  ],
  [
    'a marker misread by OCR and an appellation after the estate name',
    [big('Chateay Belle Rive Sauternes'), medium('Cuvée Madame'), big('2009')],
    { producer: 'Château Belle Rive', wineName: 'Cuvée Madame', year: '2009', wineType: 'dessert' },
  ],
  [
    'a New World label: producer is the biggest print, grape with a descriptor, established year',
    [
      small('ESTABLISHED 1972'),
      big('Mossgiel Creek'),
      medium('Three Oaks Ranch'),
      medium('Old Vine Zinfandel'),
      medium('2018'),
      small('Produced and bottled by Mossgiel Creek, Healdsburg CA'),
    ],
    { producer: 'Mossgiel Creek', wineName: 'Three Oaks Ranch', varietal: 'Zinfandel', year: '2018', wineType: 'red' },
  ],
  [
    'a grape abbreviation and a misspelt grape',
    [big('Kowhai Bay'), medium('Stony Terrace'), medium('Sauvignon Blnc'), medium('2021')],
    { producer: 'Kowhai Bay', varietal: 'Sauvignon Blanc', year: '2021', wineType: 'white' },
  ],
  [
    'an Italian appellation naming the wine, its one grape inferred',
    [
      big('Cantina Vallebelbo'),
      big('BAROLO'),
      medium('2016'),
      small('DENOMINAZIONE DI ORIGINE CONTROLLATA E GARANTITA'),
    ],
    { producer: 'Cantina Vallebelbo', wineName: 'Barolo', varietal: 'Nebbiolo', year: '2016', wineType: 'red' },
  ],
  [
    'Champagne: non-vintage and sparkling',
    [medium('CHAMPAGNE'), big('Veuve Laurent'), medium('Cuvée Louise'), medium('BRUT'), small('NV 12% VOL')],
    { producer: 'Veuve Laurent', wineName: 'Cuvée Louise', year: 'NV', wineType: 'sparkling' },
  ],
  [
    'a rosé: the colour word beats the grape colour',
    [big('Domaine des Sables'), medium('Cuvée Azur'), medium('Grenache'), medium('ROSÉ'), medium('2022')],
    { producer: 'Domaine des Sables', wineName: 'Cuvée Azur', varietal: 'Grenache', year: '2022', wineType: 'rose' },
  ],
  [
    'Port is fortified',
    [big('Quinta do Vale Escuro'), medium('TAWNY PORT'), medium('Reserva Especial'), medium('Colheita 2011')],
    { producer: 'Quinta do Vale Escuro', wineName: 'Reserva Especial', year: '2011', wineType: 'fortified' },
  ],
  [
    'a white named by its colour word, not by a grape',
    [big('Château Lumière'), medium('Pavillon Blanc'), medium('2020')],
    { producer: 'Château Lumière', wineName: 'Pavillon Blanc', varietal: null, year: '2020', wineType: 'white' },
  ],
  [
    'a label without a wine name: the tagline in small print is not one',
    [
      big('Kowhai Bay'),
      medium('Sauvignon Blanc'),
      medium('2021'),
      small('Hand picked and crafted with care in our family cellar'),
    ],
    { producer: 'Kowhai Bay', wineName: null, varietal: 'Sauvignon Blanc', year: '2021', wineType: 'white' },
  ],
  [
    'the producer named only in the legal line (its own print unreadable)',
    [
      { text: '~ ¢', confidence: 0.2, height: 80 },
      medium('Three Oaks Ranch'),
      medium('Zinfandel'),
      medium('2018'),
      small('PRODUCED AND BOTTLED BY MOSSGIEL CREEK, HEALDSBURG, CA'),
    ],
    { producer: 'Mossgiel Creek', wineName: 'Three Oaks Ranch', varietal: 'Zinfandel', year: '2018' },
  ],
  [
    'the legal line cut short (a misjudged gap, a figure) but the big print spelling the name in full',
    [
      small('ESTABLISHED 1972'),
      big('Mossgiel Creek'),
      medium('Three Oaks Ranch'),
      medium('Old Vine Zinfandel'),
      medium('2018'),
      small('PRODUCED AND BOTTLED BY MOSSGIEL 14.8% BY VOL'),
    ],
    { producer: 'Mossgiel Creek', wineName: 'Three Oaks Ranch', varietal: 'Zinfandel', year: '2018', wineType: 'red' },
  ],
  [
    'a French bottler line',
    [medium('Cuvée des Amis'), medium('2020'), small('Mis en bouteille par Jean Dupuis à Beaune')],
    { producer: 'Jean Dupuis', wineName: 'Cuvée des Amis', year: '2020' },
  ],
  [
    'a two-letter scrap is not a place name (Aÿ is a Champagne village)',
    [big('Kowhai Bay'), medium('Ay'), medium('Sauvignon Blanc'), medium('2021')],
    { producer: 'Kowhai Bay', varietal: 'Sauvignon Blanc', year: '2021', wineType: 'white' },
  ],
  [
    'OCR noise around the print is ignored',
    [
      { text: '~~ | ee', confidence: 0.3 },
      big('Mossgiel Creek'),
      { text: 'ii 7s¢', confidence: 0.2, height: 60 },
      medium('Merlot'),
      medium('2019'),
    ],
    { producer: 'Mossgiel Creek', varietal: 'Merlot', year: '2019', wineType: 'red' },
  ],
];

describe('parseLabel', () => {
  it.each(LABELS)('%s', (_title, printed, expected) => {
    const label = parseLabel(ocrLines(printed));
    expect(WineLabelSchema.parse(label)).toEqual(label);
    expect(label).toMatchObject(expected);
  });

  it('names a producer from its flagship wine, and the wine by it (every flagship in the knowledge base)', () => {
    const flagships = PRODUCERS.flatMap((producer) => (producer.wines ?? []).map((wine) => ({ producer, wine })));
    expect(flagships.length).toBeGreaterThan(0);
    for (const { producer, wine } of flagships) {
      const label = parseLabel(ocrLines([big(wine), medium('2010')]));
      // The knowledge base's spelling wins ('Unico' on the label is shown as 'Único').
      expect({ producer: label.producer, wineName: foldPhrase(label.wineName!) }).toEqual({
        producer: producer.name,
        wineName: foldPhrase(wine),
      });
    }
  });

  it('keeps the cleaned words in reading order as ocrTokens', () => {
    const label = parseLabel(ocrLines(['“Château', big('Margaux,'), { text: '~ |', confidence: 0.3 }, '2015']));
    expect(label.ocrTokens).toEqual(['Château', 'Margaux', '2015']);
  });

  it('reports nothing found as nulls with zero confidence', () => {
    const label = parseLabel(ocrLines([{ text: '~~ ## ||', confidence: 0.2 }]));
    expect(label).toEqual({
      producer: null,
      wineName: null,
      varietal: null,
      year: null,
      wineType: null,
      ocrTokens: [],
      confidence: { producer: 0, wineName: 0, varietal: 0, year: 0, wineType: 0 },
    });
  });

  it('is surer of a known producer than of a marked name, and of a marked name than of the biggest print', () => {
    const known = parseLabel(ocrLines([big('Château Margaux')])).confidence.producer;
    const misread = parseLabel(ocrLines([big('Chateay Margaux')])).confidence.producer;
    const marked = parseLabel(ocrLines([big('Domaine du Vieux Moulin')])).confidence.producer;
    const prominent = parseLabel(ocrLines([big('Mossgiel Creek')])).confidence.producer;
    expect(known).toBeGreaterThan(misread);
    expect(misread).toBeGreaterThan(marked);
    expect(marked).toBeGreaterThan(prominent);
  });

  it('lowers every field confidence with the OCR confidence of its words', () => {
    const printed = (confidence: number) => [
      big('Château Margaux', confidence),
      medium('Pavillon Rouge', confidence),
      medium('Merlot', confidence),
      big('2015', confidence),
    ];
    const sure = parseLabel(ocrLines(printed(0.95))).confidence;
    const unsure = parseLabel(ocrLines(printed(0.6))).confidence;
    for (const field of ['producer', 'wineName', 'varietal', 'year', 'wineType'] as const) {
      expect(unsure[field]).toBeLessThan(sure[field]);
    }
  });

  it('cuts a very long producer name at a word to fit the save form (60 characters)', () => {
    const long = 'Domaine Vigneronnes Grandissimes Châtelaines Montagnardes Extraordinaires';
    const label = parseLabel(ocrLines([big(long)]));
    expect(label.producer!.length).toBeLessThanOrEqual(60);
    expect(long.startsWith(label.producer!)).toBe(true);
  });
});
