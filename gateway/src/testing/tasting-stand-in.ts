import { type Tasting, TastingRpc } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type StandInService, startStandInService } from './stand-in-service';

export type TastingStandIn = StandInService<typeof TastingRpc>;

/** A valid tasting for scripted replies; a case overrides the fields it asserts on. */
export function sampleTasting(overrides: Partial<Tasting> = {}): Tasting {
  const at = '2026-01-01T12:00:00.000Z';
  return {
    id: randomUUID(),
    userId: randomUUID(),
    title: 'Sample tasting',
    wineType: 'red',
    summary: 'Wine tasting session',
    conversation: [],
    visibility: 'private',
    status: 'active',
    producer: null,
    wineName: null,
    varietal: null,
    year: null,
    rating: null,
    placeEnjoyed: null,
    placeDetails: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/**
 * The stand-in tasting service: fixed replies (empty pages, a sample tasting, media not shown) until a
 * case scripts its own with `answer`. Visibility and paging are the tasting service's, tested there.
 */
export function startTastingStandIn(redisUrl: string, prefix: string): Promise<TastingStandIn> {
  const emptyPage = () => ({ items: [], nextCursor: null });
  return startStandInService({
    service: 'tasting',
    redisUrl,
    prefix,
    contracts: TastingRpc,
    handlers: {
      list: emptyPage,
      listAll: emptyPage,
      search: emptyPage,
      get: () => sampleTasting(),
      getPublic: () => sampleTasting({ visibility: 'public' }),
      create: () => sampleTasting(),
      update: () => sampleTasting(),
      remove: () => ({ success: true as const }),
      mediaVisible: () => ({ visible: false }),
      ping: () => ({ database: 'up' as const }),
    },
  });
}
