import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import './session-data';

/** Refuses requests without a signed-in session of an active person (401 `Unauthorized`). */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().currentUser) throw new UnauthorizedException();
    return true;
  }
}
