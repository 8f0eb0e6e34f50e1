import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BullmqClient, createLogger, currentCorrelationId } from '@sorsi/kit';
import { type EventContract, type EventData, ModerationEvents } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type OutboxEvent, OutboxRepository } from '../repositories/outbox.repository';

export const OUTBOX_INTERVAL_MS = Symbol('OUTBOX_INTERVAL_MS');

/** Events left over are sent again once they are this old (the request that wrote them has given up). */
const LEFT_OVER_AFTER_MS = 5_000;
const BATCH = 100;
const CONTRACTS: readonly EventContract[] = Object.values(ModerationEvents);

/**
 * Decisions' events: written in the decision's transaction (`stage`), published right after it commits
 * (`flush`), and sent again by a timer when that failed. The event id is fixed when staged, so a second
 * publish of the same event is the same queue job and subscribers handle it once.
 */
@Injectable()
export class ModerationOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger('moderation:outbox');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    @Inject(BullmqClient) private readonly bus: BullmqClient,
    @Inject(OUTBOX_INTERVAL_MS) private readonly intervalMs: number,
  ) {}

  /** Writes an event with the transaction that decides it; answers it for `flush` after the commit. */
  async stage<C extends EventContract>(manager: EntityManager, event: C, data: EventData<C>): Promise<OutboxEvent> {
    const staged = { eventId: randomUUID(), name: event.name, data };
    await new OutboxRepository(manager).add(staged);
    return staged;
  }

  /** Publishes committed events; one that fails stays for the timer. */
  async flush(events: readonly OutboxEvent[]): Promise<void> {
    const repository = new OutboxRepository(this.db.manager);
    for (const staged of events) {
      const contract = CONTRACTS.find((c) => c.name === staged.name);
      if (!contract) continue;
      try {
        await this.bus.publish(contract, staged.data, {
          correlationId: currentCorrelationId() ?? randomUUID(),
          eventId: staged.eventId,
        });
        await repository.remove(staged.eventId);
      } catch (error) {
        this.log.warn({ err: error, event: staged.name }, 'publishing failed: the outbox sends it again');
      }
    }
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.resend(), this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends what is left over (a crash or a Redis outage between the commit and the publish). */
  async resend(): Promise<void> {
    try {
      const leftOver = await new OutboxRepository(this.db.manager).leftOver(LEFT_OVER_AFTER_MS, BATCH);
      if (leftOver.length > 0) await this.flush(leftOver);
    } catch (error) {
      this.log.warn({ err: error }, 'the outbox could not be read: trying again at the next tick');
    }
  }
}
