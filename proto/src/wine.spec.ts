import { deriveWineType, keywordWineType, wineTypeFromWords } from './wine';

// Spec taste-and-account §4 "Wine type derivation": "with fewer than 2 messages the result is Red.
// Otherwise keyword checks run in this order: White (...), then Rosé, then Sparkling (...), then Dessert
// (...), then Fortified (...). Anything else is Red."

const GREETING = { content: 'Welcome to Sorsi! What wine are we tasting today?' };
const conversation = (...texts: string[]) => [GREETING, ...texts.map((content) => ({ content }))];

describe('deriveWineType', () => {
  it.each<[string, { content: string }[], string]>([
    ['no messages: Red', [], 'red'],
    ['one message, even a white one: Red', [{ content: 'A Chardonnay tonight' }], 'red'],
    ['White: white wine', conversation('A crisp white wine from the Loire'), 'white'],
    ['White: chardonnay', conversation('We opened a CHARDONNAY'), 'white'],
    ['White: sauvignon blanc', conversation('Sauvignon Blanc from Marlborough'), 'white'],
    ['White: riesling', conversation('an off-dry riesling'), 'white'],
    ['White: pinot grigio', conversation('a pinot grigio'), 'white'],
    ['White: pinot gris', conversation('Alsace pinot gris'), 'white'],
    ['White: gewürztraminer (with or without the umlaut)', conversation('Gewurztraminer'), 'white'],
    ['White: semillon', conversation('Hunter Valley Sémillon'), 'white'],
    ['White: viognier', conversation('Condrieu, so Viognier'), 'white'],
    ['Rosé', conversation('A Provence rosé for lunch'), 'rose'],
    ['Sparkling: champagne', conversation('Champagne to celebrate'), 'sparkling'],
    ['Sparkling: prosecco', conversation('a glass of prosecco'), 'sparkling'],
    ['Sparkling: cava', conversation('Cava from Penedès'), 'sparkling'],
    ['Sparkling: bubbly', conversation('some bubbly'), 'sparkling'],
    ['Dessert: port', conversation('a 20 year tawny port'), 'dessert'],
    ['Dessert: sauternes', conversation('Sauternes with foie gras'), 'dessert'],
    ['Dessert: ice wine', conversation('Canadian ice wine'), 'dessert'],
    ['Dessert: late harvest', conversation('a late harvest Zinfandel'), 'dessert'],
    ['Dessert: botrytis', conversation('botrytis-affected Tokaji'), 'dessert'],
    ['Fortified: sherry', conversation('a dry fino sherry'), 'fortified'],
    ['Fortified: madeira', conversation('Madeira after dinner'), 'fortified'],
    ['Fortified: marsala', conversation('Marsala'), 'fortified'],
    ['Fortified: vermouth', conversation('sweet vermouth'), 'fortified'],
    ['anything else: Red', conversation('A Barolo from 2016'), 'red'],
  ])('%s', (_case, messages, type) => {
    expect(deriveWineType(messages)).toBe(type);
  });

  it.each<[string, string, string]>([
    ['White before Sparkling', 'a Chardonnay-based Champagne', 'white'],
    ['Rosé before Sparkling', 'rosé Champagne', 'rose'],
    ['Sparkling before Dessert', 'Prosecco, then a port', 'sparkling'],
    ['Dessert before Fortified', 'port or sherry?', 'dessert'],
  ])('checks in the spec order: %s', (_case, text, type) => {
    expect(deriveWineType(conversation(text))).toBe(type);
  });

  it.each<[string, string]>([
    ['"port" inside "support"', 'Thanks for the support'],
    ['"cava" inside "excavation"', 'an excavation of flavours'],
    ['a rose as an aroma', 'notes of rose and tar'],
  ])('matches whole words only: %s stays Red', (_case, text) => {
    expect(deriveWineType(conversation(text))).toBe('red');
  });

  it('reads every message of the conversation, the assistant too', () => {
    expect(deriveWineType([{ content: 'Look at this label' }, { content: 'That is a Riesling' }])).toBe('white');
  });
});

describe('keywordWineType', () => {
  it('is null where the rule has only its default', () => {
    expect(keywordWineType(conversation('A Barolo from 2016'))).toBeNull();
    expect(keywordWineType([{ content: 'Champagne' }])).toBeNull();
  });
});

describe('wineTypeFromWords (one text: a producer known for a style, one message)', () => {
  it.each<[string, string | null]>([
    ['Provence rosé estate', 'rose'],
    ['Champagne house', 'sparkling'],
    ['white pepper and rose petals', null],
    ['important passport', null],
  ])('%j → %s', (text, type) => {
    expect(wineTypeFromWords(text)).toBe(type);
  });
});
