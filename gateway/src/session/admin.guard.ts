import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ADMIN_ONLY_MESSAGE, AppError } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import './session-data';

/**
 * Admin routes: the person's current record says admin (ADMIN_EMAILS as the auth service last applied it),
 * read for this request, never kept in the session (403 with the access-denied text otherwise). Runs
 * after SignedInGuard; the moderation service asks auth again on its own.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().currentUser?.isAdmin) {
      throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    }
    return true;
  }
}
