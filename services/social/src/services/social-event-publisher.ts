import { Inject, Injectable } from '@nestjs/common';
import { EventOutbox, eventTime } from '@sorsi/kit';
import type { EventContract, EventData } from '@sorsi/proto';
import { DataSource, type EntityManager } from 'typeorm';

/** Every social event carries `at`, which the publisher sets. */
type AtEvent = EventContract & { readonly data: { readonly shape: { at: unknown } } };
export type Tell = <C extends AtEvent>(event: C, data: Omit<EventData<C>, 'at'>) => Promise<void>;

/**
 * How the social service changes something others are told of: the change and its events in one
 * transaction (the kit's outbox publishes them after the commit, and again until they are queued), so
 * no event is lost and none announces a change that was not made. Each event's `at` is the database
 * clock after the change's writes, which orders a pair such as like/unlike as it happened.
 */
@Injectable()
export class SocialEventPublisher {
  constructor(
    private readonly db: DataSource,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  /** Runs `change` in one transaction; what it `tell`s is published once that transaction commits. */
  transaction<T>(change: (manager: EntityManager, tell: Tell) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) =>
      change(manager, async (event, data) => {
        await this.outbox.stage(manager, event, { ...data, at: await eventTime(manager) } as EventData<typeof event>);
      }),
    );
  }
}
