import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import './session-data';

/** Refuses requests without a signed-in session (401 `Unauthorized`). */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().session?.userId) throw new UnauthorizedException();
    return true;
  }
}
