import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient, currentCorrelationId } from '@sorsi/kit';
import { type ContentCheckRequest, type ContentVerdict, ModerationRpc } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';

/** What the check says of new or edited text or a photo before anyone else sees it. */
export type ModerationVerdict = ContentVerdict;
export type ContentToCheck = ContentCheckRequest;

/** Every post and comment passes a check before it is shown to others. */
export abstract class ModerationCheck {
  abstract check(content: ContentToCheck): Promise<ModerationVerdict>;
}

/**
 * The moderation service decides (and records the decision, and holds doubtful items for the admin
 * review). Its failure fails the post: nothing is published unchecked.
 */
@Injectable()
export class ModerationServiceCheck extends ModerationCheck {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {
    super();
  }

  check(content: ContentToCheck): Promise<ModerationVerdict> {
    return this.rpc.call(ModerationRpc.check, content, {
      actor: null,
      correlationId: currentCorrelationId() ?? randomUUID(),
    });
  }
}
