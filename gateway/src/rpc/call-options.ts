import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Actor } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import '../session/session-data';

export interface CallOptions {
  actor: Actor | null;
  correlationId: string;
}

export interface SignedInCall extends CallOptions {
  actor: Actor;
}

/** The acting user (from the session, never from the body) and the request's correlation id. */
export function callOptions(request: FastifyRequest): CallOptions {
  const { session } = request;
  return {
    actor: session?.userId ? { userId: session.userId, isAdmin: session.isAdmin ?? false } : null,
    correlationId: String(request.id),
  };
}

/** Call options of a signed-in request (routes behind SignedInGuard); 401 without a session. */
export const SignedInCaller = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInCall => {
  const options = callOptions(context.switchToHttp().getRequest<FastifyRequest>());
  if (!options.actor) throw new UnauthorizedException();
  return { ...options, actor: options.actor };
});
