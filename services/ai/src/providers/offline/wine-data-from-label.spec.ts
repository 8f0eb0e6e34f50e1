import type { WineLabel } from '@sorsi/proto';
import { wineDataWithLabel } from './wine-data-from-label';

const label = (fields: Partial<WineLabel>, confidence: Partial<WineLabel['confidence']>): WineLabel => ({
  producer: null,
  wineName: null,
  varietal: null,
  year: null,
  wineType: null,
  ocrTokens: [],
  ...fields,
  confidence: { producer: 0, wineName: 0, varietal: 0, year: 0, wineType: 0, ...confidence },
});

describe('wineDataWithLabel: the label of the photo, then the conversation', () => {
  const fromText = { producer: 'Bricco delle Viole', varietal: 'Nebbiolo', year: '2016', wineType: 'red' as const };

  it('takes each field read with confidence from the label', () => {
    const read = label(
      { producer: 'Cantina Vallebelbo', wineName: 'Bricco delle Viole', year: '2016' },
      { producer: 0.9, wineName: 0.8, year: 0.95 },
    );
    expect(wineDataWithLabel(fromText, read)).toEqual({
      producer: 'Cantina Vallebelbo',
      wineName: 'Bricco delle Viole',
      varietal: 'Nebbiolo',
      year: '2016',
      wineType: 'red',
    });
  });

  it('takes a doubtful reading over the conversation too, but not a field barely read', () => {
    const read = label(
      { producer: 'Cantina Va1lebelbo', wineName: 'Brlcco', year: '2018' },
      { producer: 0.4, wineName: 0.45, year: 0.2 },
    );
    expect(wineDataWithLabel(fromText, read)).toEqual({
      producer: 'Cantina Va1lebelbo',
      wineName: 'Brlcco',
      varietal: 'Nebbiolo',
      year: '2016',
      wineType: 'red',
    });
  });

  it('is the conversation alone without a label, with null for what it does not say', () => {
    expect(wineDataWithLabel({ varietal: 'Merlot', wineType: 'red' }, null)).toEqual({
      producer: null,
      wineName: null,
      varietal: 'Merlot',
      year: null,
      wineType: 'red',
    });
  });
});
