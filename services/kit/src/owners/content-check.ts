import { Inject, Injectable } from '@nestjs/common';
import { type ContentCheckRequest, type ContentVerdict, ModerationRpc } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '../logging';
import { BullmqClient } from '../transport';

/**
 * The moderation check every item others can see passes before they see it (posts, comments, public
 * tastings, profiles). The owning service asks; the moderation service decides and records the decision.
 * Its failure fails the write: nothing is published unchecked.
 */
export abstract class ContentCheck {
  abstract check(content: ContentCheckRequest): Promise<ContentVerdict>;
}

/** Asks the moderation service over its queue (no acting person: the author is the subject, not the caller). */
@Injectable()
export class ModerationServiceCheck extends ContentCheck {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {
    super();
  }

  check(content: ContentCheckRequest): Promise<ContentVerdict> {
    return this.rpc.call(ModerationRpc.check, content, {
      actor: null,
      correlationId: currentCorrelationId() ?? randomUUID(),
    });
  }
}
