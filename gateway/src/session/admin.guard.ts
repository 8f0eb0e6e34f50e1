import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ADMIN_ONLY_MESSAGE, AppError } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import './session-data';

/**
 * Admin routes: the session's admin flag, set at each sign-in from ADMIN_EMAILS (403 with the
 * access-denied text otherwise). Runs after SignedInGuard; the moderation service checks again.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().session?.isAdmin) {
      throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    }
    return true;
  }
}
