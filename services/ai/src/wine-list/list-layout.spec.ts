import { pricedLinesOf } from './list-layout';
import { pageWords } from './testing/list-words';

const read = (placed: Parameters<typeof pageWords>[0]) =>
  pricedLinesOf(pageWords(placed)).lines.map((l) => ({
    text: l.text,
    glass: l.glassPrice?.amount ?? null,
    bottle: l.bottlePrice?.amount ?? null,
    heading: l.heading,
    note: l.note,
  }));

describe('wine-list layout', () => {
  it('pairs each description with the prices beside it, in two columns under their headings', () => {
    expect(
      read([
        { text: 'WHITE', x: 50, row: 0, height: 32 },
        { text: 'RED', x: 900, row: 0, height: 32 },
        { text: 'Sancerre, Vacheron 2022', x: 50, row: 1 },
        { text: '€58', x: 700, row: 1 },
        { text: 'Barolo, Borgogno 2017', x: 900, row: 1 },
        { text: '€9/€48', x: 1500, row: 1 },
      ]),
    ).toEqual([
      { text: 'Sancerre, Vacheron 2022', glass: null, bottle: 58, heading: 'WHITE', note: null },
      { text: 'Barolo, Borgogno 2017', glass: 9, bottle: 48, heading: 'RED', note: null },
    ]);
  });

  it('reads prices printed before the descriptions', () => {
    expect(
      read([
        { text: '£29', x: 50, row: 0 },
        { text: 'Picpoul de Pinet 2023', x: 250, row: 0 },
        { text: '£42', x: 50, row: 1 },
        { text: 'Gavi di Gavi 2022', x: 250, row: 1 },
      ]).map((l) => [l.text, l.bottle]),
    ).toEqual([
      ['Picpoul de Pinet 2023', 29],
      ['Gavi di Gavi 2022', 42],
    ]);
  });

  it('takes a lone price under a by-the-glass heading for a glass price, a price one space on for a price', () => {
    expect(
      read([
        { text: 'By the Glass', x: 50, row: 0, height: 32 },
        { text: 'Verdejo, Rueda 2023 €6', x: 50, row: 1 },
      ]),
    ).toEqual([{ text: 'Verdejo, Rueda 2023', glass: 6, bottle: null, heading: 'By the Glass', note: null }]);
  });

  it('joins a name set on two lines, keeps smaller print under a wine as its note, ignores leaders', () => {
    expect(
      read([
        { text: 'Château Cantemerle', x: 50, row: 0 },
        { text: 'Haut-Médoc 2015 ........ €68', x: 50, row: 1 },
        { text: 'Ridge Lytton Springs 2020 ....... €72', x: 50, row: 3 },
        { text: 'Zinfandel, Sonoma', x: 50, row: 3.6, height: 18 },
      ]),
    ).toEqual([
      { text: 'Château Cantemerle Haut-Médoc 2015', glass: null, bottle: 68, heading: null, note: null },
      { text: 'Ridge Lytton Springs 2020', glass: null, bottle: 72, heading: null, note: 'Zinfandel, Sonoma' },
    ]);
  });

  it('keeps a word read unsurely among sure ones (an accented name), never leaders read as a word', () => {
    expect(
      read([
        { text: 'Albarino, Pazo de Sefnorans 2023', x: 50, row: 0, unsure: ['Sefnorans'] },
        { text: '€11/€44', x: 700, row: 0 },
        { text: 'Zinfandel, Ridge 2020', x: 50, row: 1 },
        // Leaders read as a line of their own: as tall as print here, and unsure.
        { text: 'PETTITTE', x: 450, row: 1, confidence: 0 },
        { text: 'cesssccssssesss', x: 560, row: 1, height: 5, confidence: 0 },
        { text: '€72', x: 700, row: 1 },
      ]).map((l) => [l.text, l.glass, l.bottle]),
    ).toEqual([
      ['Albarino, Pazo de Sefnorans 2023', 11, 44],
      ['Zinfandel, Ridge 2020', null, 72],
    ]);
  });

  it('reads a glass and a bottle price printed in columns of their own as the two prices of one wine', () => {
    expect(
      read([
        { text: 'Malbec, Catena 2021', x: 50, row: 0 },
        { text: '$13', x: 700, row: 0 },
        { text: '$52', x: 800, row: 0 },
        { text: 'Rioja Reserva 2016', x: 50, row: 1 },
        { text: '9', x: 720, row: 1 },
        { text: '42', x: 800, row: 1 },
        // The bottle price's '$' read as an 8, as in one token ('$16/864').
        { text: 'Zinfandel, Ridge 2020', x: 50, row: 2 },
        { text: '$13', x: 700, row: 2 },
        { text: '852', x: 800, row: 2 },
      ]).map((l) => [l.text, l.glass, l.bottle]),
    ).toEqual([
      ['Malbec, Catena 2021', 13, 52],
      ['Rioja Reserva 2016', 9, 42],
      ['Zinfandel, Ridge 2020', 13, 52],
    ]);
  });

  it('keeps a vintage that a lost word cut off with its wine, never as a wine of its own', () => {
    expect(
      read([
        { text: 'Sauvignon Blanc, Cloudy Bay,', x: 50, row: 0 },
        { text: '2023', x: 600, row: 0 },
        { text: '$16/$64', x: 900, row: 0 },
      ]).map((l) => [l.text, l.glass, l.bottle]),
    ).toEqual([['Sauvignon Blanc, Cloudy Bay, 2023', 16, 64]]);
  });

  it('tells where the price of a wine line read without it would be printed, beyond its leaders', () => {
    const reading = pricedLinesOf(
      pageWords([
        { text: 'Malbec, Catena 2020', x: 50, row: 0 },
        { text: 'cesssccssssesss', x: 400, row: 0, height: 5, confidence: 0 },
        { text: 'Barolo, Borgogno 2017', x: 50, row: 1 },
        { text: '€48', x: 700, row: 1 },
      ]),
    );
    expect(reading.lines.map((l) => l.text)).toEqual(['Barolo, Borgogno 2017']);
    expect(reading.missingPrices).toHaveLength(1);
    const [region] = reading.missingPrices;
    const leadersEnd = 400 + 'cesssccssssesss'.length * 5 * 0.55;
    // Row 0's letters span y 100-124; the price column ends at x 700 + 3 letters × 13.2 px.
    expect(region!.x0).toBeGreaterThan(leadersEnd);
    expect(region!.x1).toBeGreaterThan(700 + 3 * 24 * 0.55);
    expect(region!.y0).toBeLessThan(100);
    expect(region!.y1).toBeGreaterThan(124);
    expect(region!.y1).toBeLessThan(150); // not row 1
  });

  it('looks for a missed price where a price misread as marks without letters stands ((3) for €9)', () => {
    const reading = pricedLinesOf(
      pageWords([
        { text: 'Tempranillo, Ribera del Duero 2020', x: 50, row: 0 },
        { text: '(3)', x: 700, row: 0 },
        { text: 'Barolo, Borgogno 2017', x: 50, row: 1 },
        { text: '€48', x: 700, row: 1 },
      ]),
    );
    // Not joined to the description as a vintage cut off it would be: its place is read again.
    expect(reading.missingPrices).toHaveLength(1);
    const [region] = reading.missingPrices;
    expect(region!.x0).toBeLessThan(700);
    expect(region!.x1).toBeGreaterThan(700 + 3 * 24 * 0.55);
  });

  it('never takes a wine line read without its price for a heading, even in larger print', () => {
    const reading = pricedLinesOf(
      pageWords([
        { text: 'RED', x: 50, row: 0, height: 32 },
        { text: 'Bourgogne Pinot Noir 2021', x: 50, row: 1, height: 30 },
        { text: 'Chinon, Charles Joguet 2020', x: 50, row: 2 },
        { text: '€44', x: 700, row: 2 },
      ]),
    );
    expect(reading.lines.map((l) => [l.text, l.heading])).toEqual([['Chinon, Charles Joguet 2020', 'RED']]);
    expect(reading.missingPrices).toHaveLength(1);
  });

  it('looks for a missed price before the description when the list prints its prices first', () => {
    const reading = pricedLinesOf(
      pageWords([
        { text: '£29', x: 50, row: 0 },
        { text: 'Picpoul de Pinet 2023', x: 250, row: 0 },
        { text: 'Gavi di Gavi 2022', x: 250, row: 1 },
        { text: '£34', x: 50, row: 2 },
        { text: 'Grüner Veltliner 2022', x: 250, row: 2 },
      ]),
    );
    expect(reading.pricesLeft).toBe(true);
    expect(reading.missingPrices).toHaveLength(1);
    const [region] = reading.missingPrices;
    expect(region!.x0).toBeLessThanOrEqual(50);
    expect(region!.x1).toBeLessThan(250);
    expect((region!.y0 + region!.y1) / 2).toBeCloseTo(150 + 12, 0);
  });
});
