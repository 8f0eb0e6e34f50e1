import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient, currentCorrelationId } from '@sorsi/kit';
import type { EventContract, EventData } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';

/** Publishes the social service's facts (after they commit), under the request's correlation id. */
@Injectable()
export class SocialEventPublisher {
  constructor(@Inject(BullmqClient) private readonly bus: BullmqClient) {}

  async publish<C extends EventContract>(event: C, data: EventData<C>): Promise<void> {
    await this.bus.publish(event, data, { correlationId: currentCorrelationId() ?? randomUUID() });
  }
}
