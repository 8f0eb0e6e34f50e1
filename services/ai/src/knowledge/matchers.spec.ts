import {
  findGrapes,
  findLabelTerms,
  findProducers,
  findRegions,
  fuzzyFind,
  fuzzyScan,
  isKnownProducer,
  scanKnowledge,
  type Grape,
  type Producer,
} from './index';

const grapeNames = (text: string) => findGrapes(text).map((m) => m.grape.name);
const regionNames = (text: string) => findRegions(text).map((m) => m.region.name);

describe('findGrapes', () => {
  it.each([
    ['I opened a Pinot Noir tonight', ['Pinot Noir']],
    ['PINOT NOIR', ['Pinot Noir']],
    ['a crisp pinot blanc', ['Pinot Blanc']], // longest alias wins over 'pinot'
    ['Cabernet Franc from Chinon', ['Cabernet Franc']], // not 'cabernet' → Cabernet Sauvignon
    ['cab sauv and a zin', ['Cabernet Sauvignon', 'Zinfandel']],
    ['Gewurztraminer or Gewürztraminer', ['Gewürztraminer', 'Gewürztraminer']],
    ['two Malbecs and some Rieslings', ['Malbec', 'Riesling']], // plurals
    ['the cabinet is zinc-plated', []], // word boundaries: no 'cab', no 'zin'
    ['Vino Nobile di Montepulciano 2016', []], // a Sangiovese appellation, not the Montepulciano grape
    ["Montepulciano d'Abruzzo", ['Montepulciano']],
    ['Brunello di Montalcino', ['Sangiovese']],
    ['Bodega Norton Malbec', ['Malbec']], // Norton is the producer here, not the grape
  ])('%j → %j', (text, expected) => {
    expect(grapeNames(text)).toEqual(expected);
  });

  it('reports the text as written and its offset, also after accented and decomposed characters', () => {
    const text = 'Ça, c\u0327a: un Gewu\u0308rztraminer';
    const [match] = findGrapes(text);
    expect(match?.grape.name).toBe('Gewürztraminer');
    expect(match?.matched).toBe('Gewu\u0308rztraminer');
    expect(text.slice(match!.index, match!.index + match!.matched.length)).toBe(match!.matched);
  });
});

describe('findRegions', () => {
  it.each([
    ['Châteauneuf-du-Pape', ['Châteauneuf-du-Pape']],
    ['chateauneuf du pape', ['Châteauneuf-du-Pape']],
    ['CHATEAUNEUF-DU-PAPE', ['Châteauneuf-du-Pape']],
    ['a Côtes du Rhône and a Cotes du Rhone', ['Rhône Valley', 'Rhône Valley']],
    ['St-Emilion Grand Cru', ['Saint-Émilion']], // 'St' = 'Saint'
    ['a Graves from 2015', ['Graves']],
    ['dug the graves', []], // everyday words count only capitalised
    ['Napa cab', ['Napa Valley']],
    ['Concha y Toro Cabernet', []], // Toro inside a producer name is not the Spanish region
  ])('%j → %j', (text, expected) => {
    expect(regionNames(text)).toEqual(expected);
  });
});

describe('findProducers', () => {
  it.each([
    ['Château Margaux 2015', 'Château Margaux', 'Château Margaux'],
    ['chateau margaux', 'Château Margaux', 'chateau margaux'],
    ['a bottle of Sassicaia', 'Tenuta San Guido', 'Sassicaia'], // flagship wine identifies the producer
    ['Ridge Monte Bello', 'Ridge Vineyards', 'Ridge'],
    ['Moët & Chandon Brut', 'Moët & Chandon', 'Moët & Chandon'],
  ])('%j → %s (matched %j)', (text, name, matched) => {
    const [first] = findProducers(text);
    expect(first?.producer.name).toBe(name);
    expect(first?.matched).toBe(matched);
  });

  it('does not read a grape name as a producer', () => {
    expect(findProducers('TOURIGA NACIONAL')).toEqual([]);
  });

  it('ignores everyday words that are also producer names unless capitalised', () => {
    expect(findProducers('we walked along the ridge')).toEqual([]);
  });

  it.each([
    ['Château Margaux', true],
    ['chateau margaux', true],
    ['DRC', true],
    ['Opus One', true],
    ['Random Cellars', false],
    ['', false],
  ])('isKnownProducer(%j) → %s', (name, known) => {
    expect(isKnownProducer(name)).toBe(known);
  });
});

describe('findLabelTerms', () => {
  it.each([
    ['Brunello di Montalcino Riserva', ['Riserva']],
    ['Rioja Gran Reserva', ['Gran Reserva']], // longest wins over 'Reserva'
    ['Champagne Brut Nature Blanc de Blancs', ['Brut Nature', 'Blanc de Blancs']],
    ['Riesling Spätlese', ['Spätlese']],
    ['Riesling Spatlese trocken', ['Spätlese', 'Trocken']],
    ['Vieilles Vignes', ['Vieilles Vignes']],
    ['Appellation Margaux Contrôlée', []],
    ['Appellation Contrôlée', ["Appellation d'Origine Contrôlée"]],
    ['Chianti Classico DOCG', ['Classico', 'DOCG']],
    ['see the doc', []], // abbreviations count only in capitals
  ])('%j → %j', (text, expected) => {
    expect(findLabelTerms(text).map((m) => m.term.term)).toEqual(expected);
  });

  it('knows what a term implies', () => {
    expect(findLabelTerms('Trockenbeerenauslese')[0]?.term.implies).toMatchObject({ sweetness: 'sweet' });
    expect(findLabelTerms('Extra Brut')[0]?.term.implies).toMatchObject({ wineType: 'sparkling' });
  });
});

describe('scanKnowledge', () => {
  it.each([
    ['Touriga Nacional', { grapes: ['Touriga Nacional'], producers: [] }], // not Quinta do Noval's Nacional
    ['Tinto Fino from Ribera', { grapes: ['Tempranillo'], labelTerms: [] }], // not the Sherry style
  ])('discounts names inside other names: %j', (text, expected) => {
    const scan = scanKnowledge(text);
    const names = {
      grapes: scan.grapes.map((g) => g.grape.name),
      producers: scan.producers.map((p) => p.producer.name),
      labelTerms: scan.labelTerms.map((t) => t.term.term),
    };
    expect(names).toMatchObject(expected);
  });

  it('finds every kind in one text', () => {
    const scan = scanKnowledge('2018 Penfolds Grange, Barossa Valley Shiraz, Reserve');
    expect(scan.producers.map((p) => p.producer.name)).toEqual(['Penfolds', 'Penfolds']);
    expect(scan.regions.map((r) => r.region.name)).toEqual(['Barossa Valley']);
    expect(scan.grapes.map((g) => g.grape.name)).toEqual(['Syrah']);
    expect(scan.labelTerms.map((t) => t.term.term)).toEqual(['Reserve']);
  });
});

describe('fuzzyFind (OCR-tolerant)', () => {
  it.each([
    ['Cabernat Sauvignon', 'grape', 'Cabernet Sauvignon'], // typo
    ['Cabemet Sauvignon', 'grape', 'Cabernet Sauvignon'], // OCR reads 'rn' as 'm'
    ['Merl0t', 'grape', 'Merlot'], // OCR 0 for o
    ['PINOTNOIR', 'grape', 'Pinot Noir'], // OCR dropped the space
    ['Sauvignon Bianc', 'grape', 'Sauvignon Blanc'],
    ['Chateau Margaux', 'producer', 'Château Margaux'],
    ['CHATEAU MARGAUX', 'producer', 'Château Margaux'],
    ['Chateau Margoux', 'producer', 'Château Margaux'],
    ['Penfo1ds', 'producer', 'Penfolds'],
    ['Chateauneuf du Pap', 'region', 'Châteauneuf-du-Pape'],
    ['Ribera del Duera', 'region', 'Ribera del Duero'],
  ] as const)('%j (%s) → %s', (token, kind, name) => {
    const hit = fuzzyFind<Grape | Producer>(token, kind);
    expect(hit?.item.name).toBe(name);
    expect(hit!.score).toBeGreaterThanOrEqual(0.8);
    expect(hit!.score).toBeLessThanOrEqual(1);
  });

  it('scores an exact (accent-folded) match 1 and a near miss lower', () => {
    expect(fuzzyFind('Chateau Margaux', 'producer')?.score).toBe(1);
    expect(fuzzyFind('Château Margaux', 'producer')?.score).toBe(1);
    expect(fuzzyFind('Chateau Margoux', 'producer')!.score).toBeLessThan(1);
  });

  it.each([
    ['xyzzy', 'grape'],
    ['Zim', 'grape'], // too short for a fuzzy guess
    ['banana', 'grape'],
    ['Chateau Nowhere Special', 'producer'],
    ['', 'region'],
  ] as const)('%j (%s) → null', (token, kind) => {
    expect(fuzzyFind(token, kind)).toBeNull();
  });

  it('scans a whole OCR text for the best windows', () => {
    const text = 'GRAND VIN DE BORDEAUX CHATEAU MARGAUX 2015 MARGAUX APPELLATION MARGAUX CONTROLEE';
    const hits = fuzzyScan<Producer>(text, 'producer');
    expect(hits[0]).toMatchObject({ matched: 'CHATEAU MARGAUX', score: 1 });
    expect(hits[0]!.item.name).toBe('Château Margaux');
    expect(text.slice(hits[0]!.index)).toMatch(/^CHATEAU MARGAUX/);
  });
});
