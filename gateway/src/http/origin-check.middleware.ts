import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence in depth (besides SameSite=Lax): a state-changing request must
 * show it comes from the site itself, by its Origin or, without one, by the browser's
 * `Sec-Fetch-Site: same-origin`. A foreign or missing proof is refused (issue 8 §8).
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    if (MUTATING_METHODS.has(request.method) && !this.fromThisSite(request)) {
      throw new ForbiddenException('Cross-origin request refused');
    }
    next();
  }

  private fromThisSite(request: Request): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined) return origin === this.env.PUBLIC_URL;
    return request.headers['sec-fetch-site'] === 'same-origin';
  }
}
