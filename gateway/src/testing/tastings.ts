import type { Tasting } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';

/** A tasting as the tasting service answers it, for scripted replies. */
export function aTasting(overrides: Partial<Tasting> = {}): Tasting {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    userId: randomUUID(),
    title: 'Friday Barolo',
    wineType: 'red',
    summary: 'Wine tasting session',
    conversation: [],
    visibility: 'public',
    status: 'active',
    producer: null,
    wineName: null,
    varietal: null,
    year: null,
    rating: null,
    placeEnjoyed: null,
    placeDetails: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
