import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence in depth (besides SameSite=Lax): a state-changing request
 * that names a foreign Origin is refused. Requests without Origin (same-origin navigations of
 * older browsers, server-to-server tools) pass; browsers always send it on cross-origin fetches.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    const origin = request.headers.origin;
    if (MUTATING_METHODS.has(request.method) && origin !== undefined && origin !== this.env.PUBLIC_URL) {
      throw new ForbiddenException('Cross-origin request refused');
    }
    next();
  }
}
