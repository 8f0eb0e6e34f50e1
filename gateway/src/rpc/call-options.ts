import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Actor, User } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import '../session/session-data';

export interface CallOptions {
  actor: Actor | null;
  correlationId: string;
}

export interface SignedInCall extends CallOptions {
  actor: Actor;
}

/**
 * The acting user (whose session it is, never from the body), with their admin status as their current
 * record says for this request (never as the session remembers it), and the request's correlation id.
 */
export function callOptions(request: FastifyRequest): CallOptions {
  const user = request.currentUser;
  return {
    actor: user ? { userId: user.id, isAdmin: user.isAdmin } : null,
    correlationId: String(request.id),
  };
}

/** Call options of a signed-in request (routes behind SignedInGuard); 401 without a session. */
export const SignedInCaller = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInCall => {
  const options = callOptions(context.switchToHttp().getRequest<FastifyRequest>());
  if (!options.actor) throw new UnauthorizedException();
  return { ...options, actor: options.actor };
});

/** The signed-in person as their current record says (routes behind SignedInGuard); 401 without one. */
export const SignedInUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser;
  if (!user) throw new UnauthorizedException();
  return user;
});
