import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { AppError } from '@sorsi/proto';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { runExpressMiddleware } from '../http/run-express-middleware';
import { GatewayRedis } from '../redis/gateway-redis';
import { idleExpired } from './idle-timeout';
import { SESSION_MAX_AGE_MS, sessionCookieName } from './session-data';
import { SessionLifecycle } from './session-lifecycle';

/**
 * express-session with its store in Redis, shared by every gateway replica. The cookie is
 * HttpOnly, SameSite=Lax (sent on the identity provider's redirect back, not on cross-site
 * posts) and Secure behind TLS (then named `__Host-…`). Sessions are stored only once something is put
 * in them. A signed-in session ends after 30 days, or after 7 days unused (SESSION_IDLE_MS).
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly handler: RequestHandler;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    redis: GatewayRedis,
    private readonly lifecycle: SessionLifecycle,
  ) {
    this.handler = session({
      name: sessionCookieName(env.COOKIE_SECURE),
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
    // An idle session ends here, so the request goes on signed out (401 where sign-in is needed).
    if (idleExpired(request)) await this.lifecycle.endCurrent(request, response);
    next();
  }
}
