import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AppError, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import { callOptions, type SignedInCall } from '../rpc/call-options';
import { CurrentUsers } from './current-users';

/**
 * Social writes need accepted terms (403 otherwise). Read from the person's current snapshot rather
 * than kept in the session, so accepting the terms takes effect at once for every session of theirs.
 */
@Injectable()
export class TermsAcceptedGuard implements CanActivate {
  constructor(@Inject(CurrentUsers) private readonly users: CurrentUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Runs after SignedInGuard: there is a signed-in actor.
    const caller = callOptions(context.switchToHttp().getRequest<FastifyRequest>()) as SignedInCall;
    const user = await this.users.of(caller);
    if (user.needsTos) throw new AppError('FORBIDDEN', TERMS_REQUIRED_MESSAGE);
    return true;
  }
}
