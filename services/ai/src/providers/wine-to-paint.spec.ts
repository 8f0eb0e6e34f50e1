import type { ChatMessage, WineLabel } from '@sorsi/proto';
import { wineToPaint } from './wine-to-paint';

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

const LABEL: WineLabel = {
  producer: 'Château Margaux',
  wineName: 'Pavillon Rouge',
  varietal: null,
  year: '2015',
  wineType: 'red',
  ocrTokens: ['Château', 'Margaux', 'Pavillon', 'Rouge', '2015'],
  confidence: { producer: 0.9, wineName: 0.8, varietal: 0, year: 0.95, wineType: 0.5 },
};

describe('wineToPaint: a picture when a wine enters the conversation', () => {
  it('paints the wine on a label read in this turn', () => {
    expect(wineToPaint([GREETING, user('')], LABEL)).toEqual({
      producer: 'Château Margaux',
      wineName: 'Pavillon Rouge',
      varietal: null,
      year: '2015',
      wineType: 'red',
    });
  });

  it('paints a wine named for the first time', () => {
    expect(wineToPaint([GREETING, user('Opening a 2019 Ridge Lytton Springs zin')], null)).toMatchObject({
      producer: 'Ridge Vineyards',
      varietal: 'Zinfandel',
      year: '2019',
    });
  });

  it.each([
    ['a follow-up question', 'Should I decant it?'],
    ['more about the same wine', 'The zin smells of bramble'],
    ['food only', 'We are having lamb chops'],
  ])('paints nothing for %s', (_case, text) => {
    const conversation = [
      GREETING,
      user('Opening a 2019 Ridge Lytton Springs zin'),
      assistant('Ridge Lytton Springs 2019 is a Zinfandel field blend from Dry Creek Valley.'),
      user(text),
    ];
    expect(wineToPaint(conversation, null)).toBeNull();
  });

  it('paints a second, different wine', () => {
    const conversation = [
      GREETING,
      user('Opening a Ridge zin'),
      assistant('Ridge makes a benchmark Zinfandel.'),
      user('Now we opened a Barolo'),
    ];
    expect(wineToPaint(conversation, null)).toMatchObject({ varietal: 'Nebbiolo' });
  });

  it('paints nothing when the last message is not the person’s', () => {
    expect(wineToPaint([GREETING, user('A Ridge zin'), assistant('Lovely.')], null)).toBeNull();
  });
});
