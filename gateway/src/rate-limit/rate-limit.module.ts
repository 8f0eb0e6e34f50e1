import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/http-error-body';
import { GatewayRedis } from '../redis/gateway-redis';
import '../session/session-data';
import { isAiRoute } from './ai-rate-limit';
import { RateLimitGuard } from './rate-limit.guard';
import { SharedRateCounts } from './shared-rate-counts';
import { isSignInRoute } from './sign-in-rate-limit';

const MINUTE_MS = 60_000;

const clientIp = (request: FastifyRequest): string => request.ip;

/** The signed-in user, else the client's IP. */
const userOrIp = (raw: Record<string, unknown>): string => {
  const request = raw as unknown as FastifyRequest;
  return request.session?.userId ? `user:${request.session.userId}` : `ip:${clientIp(request)}`;
};

/**
 * Three limits. `signin`: RATE_LIMIT_SIGNIN_PER_MIN (10) per minute per IP on each of `/api/login` and
 * `/api/callback`.
 * `api`: RATE_LIMIT_API_PER_MIN per minute across the whole API, per signed-in user (so people
 * behind one NAT do not share a budget), per IP when signed out. Health checks are exempt.
 * `ai`: RATE_LIMIT_AI_PER_MIN per minute per user on the routes marked `@AiRateLimit()`, on top of `api`.
 * Every counted response reports its policies in `RateLimit-Policy` and `RateLimit`; a 429 also says when
 * to come back in `Retry-After` (RateLimitGuard). Counted in each process with a share of the limit and
 * reconciled with Redis across replicas (SharedRateCounts).
 */
@Module({ providers: [SharedRateCounts], exports: [SharedRateCounts] })
class SharedRateCountsModule {}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [SharedRateCountsModule],
      inject: [GATEWAY_ENV, GatewayRedis, SharedRateCounts],
      useFactory: (env: GatewayEnv, redis: GatewayRedis, counts: SharedRateCounts) => ({
        throttlers: [
          {
            name: 'api',
            ttl: MINUTE_MS,
            limit: env.RATE_LIMIT_API_PER_MIN,
            getTracker: userOrIp,
            generateKey: (_context, tracker, name) => redis.key('throttle', name, tracker),
          },
          {
            name: 'signin',
            ttl: MINUTE_MS,
            limit: env.RATE_LIMIT_SIGNIN_PER_MIN,
            skipIf: (context) => !isSignInRoute(context),
            getTracker: (request: Record<string, unknown>) => `ip:${clientIp(request as unknown as FastifyRequest)}`,
            generateKey: (context, tracker, name) => redis.key('throttle', name, context.getHandler().name, tracker),
          },
          {
            name: 'ai',
            ttl: MINUTE_MS,
            limit: env.RATE_LIMIT_AI_PER_MIN,
            skipIf: (context) => !isAiRoute(context),
            getTracker: userOrIp,
            generateKey: (_context, tracker, name) => redis.key('throttle', name, tracker),
          },
        ],
        storage: counts,
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
