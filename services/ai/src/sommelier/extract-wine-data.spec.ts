// Spec taste-and-account.md §4 "Wine data extraction from chat text" and §5 "Candidate wine name".
import type { ChatMessage } from './chat-message';
import { extractWineData } from './extract-wine-data';

const greeting: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const fromUser = (content: string): ChatMessage[] => [greeting, { role: 'user', content }];

describe('extractWineData', () => {
  it.each([
    ['no messages', []],
    ['a single message', [{ role: 'user', content: '2015 Barolo from Giacomo Conterno' }]],
  ] as Array<[string, ChatMessage[]]>)('§4 "needs at least 2 messages": %s → nothing', (_case, messages) => {
    expect(extractWineData(messages)).toEqual({});
  });

  describe('§4 recognised patterns', () => {
    it.each([
      // year plus appellation from producer
      [
        'a 2015 Barolo Cannubi from Luciano Sandrone',
        { producer: 'Luciano Sandrone', wineName: 'Barolo Cannubi', varietal: 'Nebbiolo', year: '2015' },
      ],
      // château
      [
        'Château Les Ormes de Pez 2016',
        { producer: 'Château Les Ormes de Pez', wineName: 'Château Les Ormes de Pez', year: '2016' },
      ],
      [
        'We opened a bottle of Château Margaux 2010',
        { producer: 'Château Margaux', wineName: 'Château Margaux', year: '2010' },
      ],
      // domaine
      ['Domaine du Petit Clos 2018, a lovely Sancerre', { producer: 'Domaine du Petit Clos', year: '2018' }],
      // special club
      ['A Pierre Gimonnet Special Club 2014', { producer: 'Pierre Gimonnet', wineName: 'Special Club', year: '2014' }],
      // year, producer and varietal in either order
      ['2019 Smithfield Hollow Pinot Noir', { producer: 'Smithfield Hollow', varietal: 'Pinot Noir', year: '2019' }],
      ['Smithfield Hollow Pinot Noir 2019', { producer: 'Smithfield Hollow', varietal: 'Pinot Noir', year: '2019' }],
      ['Smithfield Hollow 2019 Pinot Noir', { producer: 'Smithfield Hollow', varietal: 'Pinot Noir', year: '2019' }],
      ['Pinot Noir 2019 by Smithfield Hollow', { producer: 'Smithfield Hollow', varietal: 'Pinot Noir', year: '2019' }],
      [
        'a Pinot Noir from Smithfield Hollow Vineyards',
        { producer: 'Smithfield Hollow Vineyards', varietal: 'Pinot Noir' },
      ],
      // descriptive terms: old vines, reserve, estate
      ['old vines zin from Lodi, 2017', { wineName: 'Old Vines Zinfandel', varietal: 'Zinfandel', year: '2017' }],
      ['a Reserve Chardonnay', { wineName: 'Reserve Chardonnay', varietal: 'Chardonnay' }],
      ['their Estate Pinot Noir', { wineName: 'Estate Pinot Noir', varietal: 'Pinot Noir' }],
      // year plus producer
      ['a 2016 Opus One', { producer: 'Opus One', year: '2016' }],
      ['2014 Penfolds Grange', { producer: 'Penfolds', wineName: 'Grange', year: '2014' }],
      // appellation with its qualifiers
      [
        'Chianti Classico Riserva 2016 by Fontodi',
        { producer: 'Fontodi', wineName: 'Chianti Classico Riserva', year: '2016' },
      ],
      // the name that follows the producer
      [
        "Kendall-Jackson Vintner's Reserve Chardonnay",
        { producer: 'Kendall-Jackson', wineName: "Vintner's Reserve", varietal: 'Chardonnay' },
      ],
      ['Ridge Lytton Springs 2018', { producer: 'Ridge Vineyards', wineName: 'Lytton Springs', year: '2018' }],
      // a classified vineyard
      [
        'Domaine Weinbach Riesling Grand Cru Schlossberg 2017',
        { producer: 'Domaine Weinbach', wineName: 'Grand Cru Schlossberg', varietal: 'Riesling', year: '2017' },
      ],
    ])('%j', (text, expected) => {
      expect(extractWineData(fromUser(text))).toMatchObject(expected);
    });
  });

  it.each([
    ['cab', 'Cabernet Sauvignon'],
    ['a Napa cab', 'Cabernet Sauvignon'],
    ['zin', 'Zinfandel'],
    ['chard', 'Chardonnay'],
    ['an unknown pinot', 'Pinot Noir'],
    ['Shiraz', 'Syrah'],
    ['a Barolo', 'Nebbiolo'], // single-grape appellation
  ])('§4 varietals are normalised: %j → %s', (text, varietal) => {
    expect(extractWineData(fromUser(`I have ${text} tonight`)).varietal).toBe(varietal);
  });

  it.each([
    ['1949', undefined],
    ['1950', '1950'],
    ['2039', '2039'],
    ['2040', undefined],
  ])('§4/§9 year is four digits from 1950 to 2039: %s → %s', (year, expected) => {
    expect(extractWineData(fromUser(`a ${year} Rioja`)).year).toBe(expected);
  });

  describe('§4 assistant messages are checked first, then user messages', () => {
    const conversation: ChatMessage[] = [
      greeting,
      { role: 'user', content: 'I think it is a 2018 Smithfield Hollow Merlot' },
      {
        role: 'assistant',
        content: 'The label says 2016 Ridge Monte Bello, a Cabernet Sauvignon blend. In 2020 it was re-released.',
      },
    ];
    it('takes year, producer, name and varietal from the assistant', () => {
      expect(extractWineData(conversation)).toMatchObject({
        producer: 'Ridge Vineyards',
        wineName: 'Monte Bello',
        varietal: 'Cabernet Sauvignon',
        year: '2016', // the first year of the assistant text
      });
    });

    it('falls back to the user for what the assistant does not say', () => {
      const data = extractWineData([
        greeting,
        { role: 'user', content: 'a 2018 Smithfield Hollow Merlot' },
        { role: 'assistant', content: 'Lovely! Serve it a little cool.' },
      ]);
      expect(data).toMatchObject({ producer: 'Smithfield Hollow', varietal: 'Merlot', year: '2018' });
    });
  });

  it('takes the producer named first in a text, not one a later note mentions', () => {
    const conversation: ChatMessage[] = [
      greeting,
      { role: 'user', content: 'A 2018 Vosne-Romanée' },
      {
        role: 'assistant',
        content: 'Your 2018 Vosne-Romanée from Smithfield Hollow: the village of Romanée-Conti and La Tâche.',
      },
    ];
    expect(extractWineData(conversation).producer).toBe('Smithfield Hollow');
  });

  describe('§5 candidate wine name rules', () => {
    it.each([
      ['"Les Pierres Blanches" Sancerre', 'Les Pierres Blanches'], // a name of 4 to 79 characters
      ['"Clos Saint Jacques" from Rousseau', 'Clos Saint Jacques'],
      ['"Cuvée Alexandre"', 'Cuvée Alexandre'],
      ['"Sassicaia" tonight', 'Sassicaia'], // a single word that is a known producer's wine
      ['"Reserve" bottling', 'Reserve'], // a single word with a marker
    ])('accepts %j → %s', (text, name) => {
      expect(extractWineData(fromUser(text)).wineName).toBe(name);
    });

    it.each([
      ['"Abc"', 'too short (must be longer than 3)'],
      [`"${'Grand '.repeat(14)}Vin"`, 'too long (must be shorter than 80)'],
      ['"Great Wine"', 'generic filler: wine, great'],
      ['"Vintage Selection"', 'generic filler: vintage'],
      ['"Top Quality Bottle"', 'generic filler: quality, bottle'],
      ['"Learn More"', 'generic filler: learn more'],
      ['"Known For Elegance"', "begins with 'known for'"],
      ['"Famous For Its Terroir"', "begins with 'famous for'"],
      ['"Tonnerre"', 'a single word without a marker that is no known producer'],
    ])('rejects %j (%s)', (text) => {
      expect(extractWineData(fromUser(text)).wineName).toBeUndefined();
    });

    it('rejects a single-word appellation as a name (no marker, not a producer)', () => {
      expect(extractWineData(fromUser('a 2015 Barolo from Giacomo Conterno')).wineName).toBeUndefined();
    });
  });

  describe('wine type', () => {
    it.each([
      ['a 2019 Chardonnay', 'white'], // §4 keyword
      ['Champagne Brut NV', 'sparkling'],
      ['a Grüner Veltliner from the Wachau', 'white'], // no keyword: the grape's colour
      ['Pierre Gimonnet Brut', 'sparkling'], // the label term
      ['Whispering Angel', 'rose'], // the producer's speciality
      ['Veuve Clicquot Yellow Label', 'sparkling'], // the producer's region
      ['something nice', 'red'], // §3 default
    ])('%j → %s', (text, type) => {
      expect(extractWineData(fromUser(text)).wineType).toBe(type);
    });

    it("the person's words count before the assistant's", () => {
      const conversation: ChatMessage[] = [
        greeting,
        { role: 'user', content: 'A Barossa Shiraz with a spicy curry' },
        { role: 'assistant', content: 'Careful with the heat; a Riesling would be the safer match.' },
      ];
      expect(extractWineData(conversation).wineType).toBe('red');
    });
  });

  it('finds nothing but the default type in a conversation about no wine', () => {
    expect(extractWineData([greeting, { role: 'user', content: 'hello there, how are you?' }])).toEqual({
      wineType: 'red',
    });
  });
});
