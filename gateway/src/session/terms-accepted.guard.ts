import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppError, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import './session-data';

/**
 * Writes others can see need accepted terms (403 otherwise), from the person's current record read for
 * this request, so accepting the terms takes effect at once for every session of theirs. Runs after
 * SignedInGuard; the owning service checks again.
 */
@Injectable()
export class TermsAcceptedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser;
    if (!user) throw new UnauthorizedException();
    if (user.needsTos) throw new AppError('FORBIDDEN', TERMS_REQUIRED_MESSAGE);
    return true;
  }
}
