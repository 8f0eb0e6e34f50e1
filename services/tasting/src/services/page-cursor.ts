import { keysetCursor } from '@sorsi/kit';
import { z } from 'zod';
import type { RankedPosition, RecentPosition } from '../repositories/tastings.repository';

/**
 * Where a tasting page ends, opaque to clients. `recent` pages (newest first) name created_at to the
 * microsecond and the id of their last row; `ranked` pages (search) the rank too, so a cursor of one kind
 * is refused by the other.
 */
export const recentCursor = keysetCursor(z.tuple([z.iso.datetime(), z.uuid()]), {
  tuple: (position: RecentPosition) => [position.createdAt, position.id] as [string, string],
  position: ([createdAt, id]) => ({ createdAt, id }),
});

export const rankedCursor = keysetCursor(z.tuple([z.number().int().positive(), z.iso.datetime(), z.uuid()]), {
  tuple: (position: RankedPosition) => [position.rank, position.createdAt, position.id] as [number, string, string],
  position: ([rank, createdAt, id]) => ({ rank, createdAt, id }),
});
