// Spec taste-and-account.md §4 "Wine type derivation (client-side, from the conversation): with fewer than
// 2 messages the result is Red. Otherwise keyword checks run in this order: White (...), then Rosé, then
// Sparkling (...), then Dessert (...), then Fortified (...). Anything else is Red."
import { LABEL_TERMS, PRODUCERS, REGIONS, grapeByName } from '../knowledge';
import type { ChatMessage } from './chat-message';
import { deriveWineType, knownWineType } from './wine-type';

const greeting: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const conversation = (text: string): ChatMessage[] => [greeting, { role: 'user', content: text }];

describe('deriveWineType', () => {
  it.each([
    ['no messages', []],
    ['one message, even naming a white grape', [{ role: 'user', content: 'A Chardonnay' }]],
  ] as Array<[string, ChatMessage[]]>)('§4 fewer than 2 messages → red (%s)', (_case, messages) => {
    expect(deriveWineType(messages)).toBe('red');
  });

  it.each([
    // §4 White keywords
    ['a crisp white wine', 'white'],
    ['Chardonnay from Burgundy', 'white'],
    ['a Marlborough Sauvignon Blanc', 'white'],
    ['Riesling Kabinett', 'white'],
    ['Pinot Grigio', 'white'],
    ['an Alsace Pinot Gris', 'white'],
    ['Gewürztraminer', 'white'],
    ['gewurztraminer', 'white'],
    ['Hunter Semillon', 'white'],
    ['Condrieu Viognier', 'white'],
    // §4 Rosé
    ['a Provence rosé', 'rose'],
    ['ROSÉ', 'rose'],
    // §4 Sparkling keywords
    ['Champagne tonight', 'sparkling'],
    ['a glass of Prosecco', 'sparkling'],
    ['Cava brut', 'sparkling'],
    ['some bubbly', 'sparkling'],
    // §4 Dessert keywords
    ['a vintage Port', 'dessert'],
    ['Sauternes with foie gras', 'dessert'],
    ['a Canadian ice wine', 'dessert'],
    ['a late harvest Riesling', 'white'], // White is checked before Dessert
    ['late harvest Chenin', 'dessert'],
    ['botrytis-affected Chenin', 'dessert'],
    // §4 Fortified keywords
    ['a dry sherry', 'fortified'],
    ['Madeira', 'fortified'],
    ['Marsala', 'fortified'],
    ['sweet vermouth', 'fortified'],
    // §4 anything else
    ['a Malbec from Mendoza', 'red'],
    ['Barolo', 'red'],
  ])('§4 %j → %s', (text, expected) => {
    expect(deriveWineType(conversation(text))).toBe(expected);
  });

  it.each([
    ['Chardonnay, then Champagne', 'white'], // White before Sparkling
    ['a rosé Champagne', 'rose'], // Rosé before Sparkling
    ['Prosecco, then a Port', 'sparkling'], // Sparkling before Dessert
    ['Port or Sherry', 'dessert'], // Dessert before Fortified
    ['a sherry after the Cabernet', 'fortified'],
  ])('§4 checks run in order: %j → %s', (text, expected) => {
    expect(deriveWineType(conversation(text))).toBe(expected);
  });

  it.each([
    ['thanks for the support', 'red'], // 'port' only as a whole word
    ['white pepper and rose petals', 'red'], // 'white' alone and 'rose' without its accent are tasting notes
    ['important passport', 'red'],
  ])('keywords are whole words: %j → %s', (text, expected) => {
    expect(deriveWineType(conversation(text))).toBe(expected);
  });

  it('reads every message, assistant replies included', () => {
    expect(
      deriveWineType([
        greeting,
        { role: 'user', content: 'What is this?' },
        { role: 'assistant', content: 'A Prosecco.' },
      ]),
    ).toBe('sparkling');
  });
});

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
