import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { AppError } from '@sorsi/proto';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { runExpressMiddleware } from '../http/run-express-middleware';
import { GatewayRedis } from '../redis/gateway-redis';
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_MS } from './session-data';

/**
 * express-session with its store in Redis, shared by every gateway replica. The cookie is
 * HttpOnly, SameSite=Lax (sent on the identity provider's redirect back, not on cross-site
 * posts) and Secure behind TLS. Sessions are stored only once something is put in them.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly handler: RequestHandler;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv, redis: GatewayRedis) {
    this.handler = session({
      name: SESSION_COOKIE_NAME,
      secret: env.SESSION_SECRET,
      store: new RedisStore({
        client: redis.client,
        prefix: redis.key('sess', ''),
        // Fixed lifetime from sign-in, like the cookie: no write to Redis on every request.
        disableTouch: true,
      }),
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: env.COOKIE_SECURE, path: '/', maxAge: SESSION_MAX_AGE_MS },
    });
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    try {
      await runExpressMiddleware(this.handler, request, response);
    } catch {
      throw new AppError('UNAVAILABLE', 'Session store unavailable');
    }
    next();
  }
}
