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

  it('counts a wine line read without its price, so the page can be read again', () => {
    const reading = pricedLinesOf(pageWords([{ text: 'Malbec, Catena 2020', x: 50, row: 0 }]));
    expect(reading).toEqual({ lines: [], unpricedWines: 1 });
  });
});
