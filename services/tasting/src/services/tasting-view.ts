import type { Tasting, TastingListItem } from '@sorsi/proto';
import type { TastingEntity } from '../entities/tasting.entity';
import type { TastingListRow } from '../repositories/tastings.repository';

/** A stored tasting as the wire carries it (whether it was withdrawn is not the wire's business). */
export function toTasting(entity: Omit<TastingEntity, 'withdrawnAt'>): Tasting {
  return {
    id: entity.id,
    userId: entity.userId,
    title: entity.title,
    wineType: entity.wineType,
    summary: entity.summary,
    conversation: entity.conversation,
    visibility: entity.visibility,
    status: entity.status,
    producer: entity.producer,
    wineName: entity.wineName,
    varietal: entity.varietal,
    year: entity.year,
    rating: entity.rating,
    placeEnjoyed: entity.placeEnjoyed,
    placeDetails: entity.placeDetails,
    note: entity.note,
    moderationState: entity.moderationState,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}

/** A list row as the wire carries it: without `conversation` when the list skipped it. */
export function toListItem(row: TastingListRow): TastingListItem {
  const { position: _position, conversation, ...fields } = row;
  const { conversation: loaded, ...tasting } = toTasting({ ...fields, conversation: conversation ?? [] });
  return conversation === undefined ? tasting : { ...tasting, conversation: loaded };
}
