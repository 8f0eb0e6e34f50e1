import { Signer } from '@fastify/cookie';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import { Inject, Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { GatewayRedis } from '../redis/gateway-redis';
import { CurrentUsers } from './current-users';
import { restoreSession } from './restore-session';
import { SessionCache } from './session-cache';
import { SESSION_MAX_AGE_MS, sessionCookieName } from './session-data';
import { sessionExpired } from './session-expiry';
import { SessionLifecycle } from './session-lifecycle';
import { cachedSessionStore, RedisSessions } from './session-store';

/**
 * @fastify/session with its store in Redis, shared by every gateway replica, read through the process's
 * SessionCache (from memory in the steady state). The cookie is HttpOnly,
 * SameSite=Lax (sent on the identity provider's redirect back, not on cross-site posts) and Secure behind
 * TLS (then named `__Host-…`). Sessions are stored only once something is put in them, and written again
 * only when they change. A signed-in session ends 30 days after sign-in, or after 7 days unused
 * (SESSION_IDLE_MS), or on the first request after its person was deactivated or deleted: the request
 * then goes on signed out (401 where sign-in is needed).
 */
@Injectable()
export class Sessions {
  private readonly options: FastifySessionOptions & { cookieName: string };

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    redis: GatewayRedis,
    private readonly lifecycle: SessionLifecycle,
    private readonly users: CurrentUsers,
    cache: SessionCache,
  ) {
    const store = new RedisSessions(redis.client, redis.key('sess', ''));
    this.options = {
      cookieName: sessionCookieName(env.COOKIE_SECURE),
      // Our own signer: @fastify/session would otherwise load @fastify/cookie from its own place.
      secret: new Signer(env.SESSION_SECRET),
      store: cachedSessionStore(store, cache),
      rolling: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: env.COOKIE_SECURE, path: '/', maxAge: SESSION_MAX_AGE_MS },
    };
  }

  /** Every request after this point carries `request.session` (@fastify/cookie must be registered before). */
  async register(app: NestFastifyApplication): Promise<void> {
    await app.register(fastifySession, this.options);
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', (request) => this.settle(request));
  }

  /**
   * For requests answered before the session's own hook (the pages): loads the visitor's session, if any,
   * as `settle` leaves it. Throws when the store or the person's record cannot be read.
   */
  async load(request: FastifyRequest): Promise<void> {
    const cookie = request.cookies[this.options.cookieName];
    if (!cookie) return;
    await restoreSession(request, cookie);
    await this.settle(request);
  }

  /**
   * A signed-in session goes on only while it has not expired and its person is active; their rights are
   * then read from their current record (`request.currentUser`), never remembered in the session, so a
   * deactivation, a deletion or a change of ADMIN_EMAILS holds from the next request on, on every replica.
   */
  private async settle(request: FastifyRequest): Promise<void> {
    const userId = request.session?.userId;
    if (!userId) return;
    if (sessionExpired(request.session)) return this.lifecycle.end(request, 'expired');
    const user = await this.users.current(userId, String(request.id));
    if (user) request.currentUser = user;
    else await this.lifecycle.end(request, 'ended');
  }
}
