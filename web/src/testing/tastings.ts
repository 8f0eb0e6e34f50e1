import type { Tasting, WineLabel } from '@sorsi/proto';
import { aUser } from './users';

let sequence = 0;

/** A saved tasting as the gateway answers it (ids are unique per call unless given). */
export function aTasting(overrides: Partial<Tasting> = {}): Tasting {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: aUser().id,
    title: 'Friday Barolo',
    wineType: 'red',
    summary: 'A Barolo from 2016...',
    conversation: [
      { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' },
      { role: 'user', content: 'A Barolo from 2016' },
      { role: 'assistant', content: 'Expect roses and tar, firm tannins and bright acidity.' },
    ],
    visibility: 'public',
    status: 'active',
    producer: 'Giacomo Conterno',
    wineName: 'Cascina Francia',
    varietal: 'Nebbiolo',
    year: '2016',
    rating: null,
    placeEnjoyed: null,
    placeDetails: null,
    createdAt: '2025-09-12T18:30:00.000Z',
    updatedAt: '2025-09-12T18:30:00.000Z',
    ...overrides,
  };
}

/** A list entry (lists are asked with skipConversation=true). */
export function aListedTasting(overrides: Partial<Tasting> = {}): Omit<Tasting, 'conversation'> {
  const { conversation: _skipped, ...listed } = aTasting(overrides);
  return listed;
}

export function aWineLabel(overrides: Partial<WineLabel> = {}): WineLabel {
  return {
    producer: 'Château Margaux',
    wineName: 'Pavillon Rouge',
    varietal: 'Cabernet Sauvignon',
    year: '2015',
    wineType: 'red',
    ocrTokens: ['CHATEAU', 'MARGAUX', 'PAVILLON', 'ROUGE', '2015'],
    confidence: { producer: 0.93, wineName: 0.41, varietal: 0.88, year: 0.97, wineType: 0.8 },
    ...overrides,
  };
}

/** A reply the test releases when it wants (to look at the screen while a call is in flight). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
