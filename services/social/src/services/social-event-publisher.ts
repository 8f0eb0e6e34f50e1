import { Inject, Injectable } from '@nestjs/common';
import { type Db, EventOutbox, eventTime } from '@sorsi/kit';
import type { EventContract, EventData } from '@sorsi/proto';

/** Every social event carries `at`, which the publisher sets. */
type AtEvent = EventContract & { readonly data: { readonly shape: { at: unknown } } };

/**
 * How the social service tells others of a change: the event is staged in the change's transaction (the
 * service's `Transactions.run`; the kit's outbox publishes it after the commit, and again until it is
 * queued), so no event is lost and none announces a change that was not made. Each event's `at` is the
 * database clock after the change's writes, which orders a pair such as like/unlike as it happened.
 */
@Injectable()
export class SocialEventPublisher {
  constructor(@Inject(EventOutbox) private readonly outbox: EventOutbox) {}

  async tell<C extends AtEvent>(tx: Db, event: C, data: Omit<EventData<C>, 'at'>): Promise<void> {
    await this.outbox.stage(tx, event, { ...data, at: await eventTime(tx) } as EventData<C>);
  }
}
