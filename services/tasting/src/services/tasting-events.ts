import { Inject, Injectable } from '@nestjs/common';
import { type Db, EventOutbox, eventTime } from '@sorsi/kit';
import { type TastingSaved, TastingEvents } from '@sorsi/proto';
import type { TastingEntity } from '../entities/tasting.entity';

/**
 * What the tasting service tells others (social's journeys and wine search) about saved tastings, each
 * within the transaction of the change (`tx`).
 */
export abstract class TastingEventSink {
  abstract saved(tx: Db, tasting: TastingEntity): Promise<void>;
  abstract deleted(tx: Db, id: string, userId: string): Promise<void>;
}

/**
 * Stages the events in the change's transaction: the kit's outbox publishes them after the commit, and
 * again until they are queued, so a Redis outage delays them without failing the call or losing them.
 */
@Injectable()
export class TastingEventsOutbox extends TastingEventSink {
  constructor(@Inject(EventOutbox) private readonly outbox: EventOutbox) {
    super();
  }

  async saved(tx: Db, tasting: TastingEntity): Promise<void> {
    await this.outbox.stage(tx, TastingEvents.saved, savedOf(tasting));
  }

  /** `at` from the database clock after the delete: later than every save of the tasting. */
  async deleted(tx: Db, id: string, userId: string): Promise<void> {
    await this.outbox.stage(
      tx,
      TastingEvents.deleted,
      { id, userId, at: await eventTime(tx) },
      { eventId: `tasting-deleted-${id}` },
    );
  }
}

/** The event's view of a tasting: no conversation, its first photo as the picture. */
export function savedOf(tasting: TastingEntity): TastingSaved {
  const photo = tasting.conversation.find((message) => message.image !== undefined)?.image ?? null;
  return {
    id: tasting.id,
    userId: tasting.userId,
    title: tasting.title,
    wineType: tasting.wineType,
    producer: tasting.producer,
    wineName: tasting.wineName,
    varietal: tasting.varietal,
    year: tasting.year as TastingSaved['year'],
    summary: tasting.summary,
    visibility: tasting.visibility,
    moderationState: tasting.moderationState,
    imageUrl: photo,
    note: tasting.note,
    createdAt: tasting.createdAt.toISOString(),
    updatedAt: tasting.updatedAt.toISOString(),
  };
}
