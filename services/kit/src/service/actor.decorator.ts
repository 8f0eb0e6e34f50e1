import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError } from '@sorsi/proto';
import type { BullmqContext } from '../transport';

export interface ActorOptions {
  /** The call also works for nobody (a public read): the handler gets `null` instead of a refusal. */
  optional?: boolean;
}

/**
 * The acting user of an RPC, from the request envelope (set by the gateway from the session), never from
 * the payload. A user-scoped call without one is refused as VALIDATION: whoever can write to a queue
 * cannot act for anyone by leaving the actor out.
 */
export const Actor = createParamDecorator((options: ActorOptions | undefined, context: ExecutionContext) => {
  const actor = context.switchToRpc().getContext<BullmqContext>().actor;
  if (actor === null && !options?.optional) {
    throw new AppError('VALIDATION', `${context.getHandler().name} needs an acting user in the request envelope`);
  }
  return actor;
});
