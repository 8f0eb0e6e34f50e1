import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient, currentCorrelationId } from '@sorsi/kit';
import { type TastingSaved, TastingEvents } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import type { TastingEntity } from '../entities/tasting.entity';

/** What the tasting service tells others (social's journeys and wine search) about saved tastings. */
export abstract class TastingEventSink {
  abstract saved(tasting: TastingEntity): Promise<void>;
  abstract deleted(id: string, userId: string): Promise<void>;
}

/** Publishes on the event bus, after the change is committed (a failed publish fails the call). */
@Injectable()
export class TastingEventsPublisher extends TastingEventSink {
  constructor(@Inject(BullmqClient) private readonly client: BullmqClient) {
    super();
  }

  async saved(tasting: TastingEntity): Promise<void> {
    await this.client.publish(TastingEvents.saved, savedOf(tasting), { correlationId: correlationId() });
  }

  async deleted(id: string, userId: string): Promise<void> {
    await this.client.publish(
      TastingEvents.deleted,
      { id, userId, at: new Date().toISOString() },
      { correlationId: correlationId(), eventId: `tasting-deleted-${id}` },
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
    createdAt: tasting.createdAt.toISOString(),
    updatedAt: tasting.updatedAt.toISOString(),
  };
}

/** The id of the RPC being handled (the transport sets it), or a fresh one outside any. */
const correlationId = (): string => currentCorrelationId() ?? randomUUID();
