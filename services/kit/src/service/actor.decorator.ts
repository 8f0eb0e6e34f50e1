import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor as ActingPerson } from '@sorsi/proto';
import type { BullmqContext } from '../transport/bullmq-context';

/**
 * `@Actor() actor: Actor`: who acts, from the request envelope (the gateway sets it from the session),
 * never from the payload. On a contract whose actor is 'required' the transport has already refused a
 * request without one, so the handler always gets a person; on an 'optional' one it may be null.
 */
export const Actor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ActingPerson | null =>
    context.switchToRpc().getContext<BullmqContext>().actor,
);
export type Actor = ActingPerson;
