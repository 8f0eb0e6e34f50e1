// The same minimal Nest app on Express or Fastify (BENCH_ADAPTER), for a like-for-like comparison:
// GET /hello (framework only), GET /me (session from Redis + the user's snapshot read from Redis: the
// gateway's /api/auth/user path today, without its rate limiter, logging and helmet) and GET /user
// (session + the auth.getUser RPC, the path before the snapshot). With BENCH_EDGE=1 the app also does the
// gateway's other per-request work the same way on both adapters: a Redis-backed rate limit (the
// gateway's throttler and storage), helmet's headers and one JSON access-log line per request (pino).
import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Controller, type DynamicModule, Get, Inject, Module, Req } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, userSnapshotKey } from '@sorsi/proto';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import pino from 'pino';
import pinoHttp from 'pino-http';
import { randomUUID } from 'node:crypto';

const adapter = process.env.BENCH_ADAPTER === 'fastify' ? 'fastify' : 'express';
const edge = process.env.BENCH_EDGE === '1';
const prefix = process.env.QUEUE_PREFIX!;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const userId = process.env.BENCH_USER_ID!;
const secret = 'bench-session-secret-of-at-least-32-characters';
const redis = new Redis(redisUrl);

/** Express sessions expose data as properties, Fastify's through get/set. */
interface AnySession {
  userId?: string;
  get?(key: string): unknown;
  set?(key: string, value: unknown): void;
}

const sessionUser = (session: AnySession | undefined): string | undefined =>
  (session?.get ? session.get('userId') : session?.userId) as string | undefined;

/** The gateway's API limit: per signed-in user, counted in Redis (limit high enough never to refuse). */
const rateLimit = (): DynamicModule =>
  ThrottlerModule.forRoot({
    throttlers: [
      {
        name: 'api',
        ttl: 60_000,
        limit: 1_000_000_000,
        getTracker: (request: Record<string, unknown>) => `user:${sessionUser(request.session as AnySession)}`,
      },
    ],
    storage: new ThrottlerStorageRedisService(redis),
  });

@Controller()
class BenchController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  @Get('hello')
  hello() {
    return { hello: 'world' };
  }

  @Get('start-session')
  start(@Req() request: { session: AnySession }) {
    if (request.session.set) request.session.set('userId', userId);
    else request.session.userId = userId;
    return { ok: true };
  }

  @Get('me')
  async me(@Req() request: { session: AnySession }) {
    const id = sessionUser(request.session)!;
    const stored = await redis.get(userSnapshotKey(prefix, id));
    if (!stored) throw new Error(`No snapshot for ${id}`);
    return JSON.parse(stored) as unknown;
  }

  @Get('user')
  user(@Req() request: { session: AnySession }) {
    const id = (request.session.get ? request.session.get('userId') : request.session.userId) as string;
    return this.rpc.call(AuthRpc.getUser, {}, { actor: { userId: id, isAdmin: false }, correlationId: randomUUID() });
  }
}

@Module({
  imports: edge ? [rateLimit()] : [],
  controllers: [BenchController],
  providers: [
    { provide: BullmqClient, useFactory: () => new BullmqClient({ redisUrl, prefix }) },
    ...(edge ? [{ provide: APP_GUARD, useClass: ThrottlerGuard }] : []),
  ],
})
class BenchModule {}

/** One JSON line per request, as the gateway writes (to stdout, which the bench keeps in a file). */
const accessLog = pino({ level: 'info' });
const securityHeaders = helmet();

async function main(): Promise<void> {
  const store = new RedisStore({
    client: redis,
    prefix: `${prefix}:bench-${adapter}-sess:`,
    disableTouch: true,
  });
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: false, path: '/', maxAge: 3_600_000 };
  if (adapter === 'fastify') {
    const app = await NestFactory.create<NestFastifyApplication>(BenchModule, new FastifyAdapter(), { logger: false });
    if (edge) {
      const fastify = app.getHttpAdapter().getInstance();
      fastify.addHook('onRequest', (request, reply, done) =>
        securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
      );
      fastify.addHook('onResponse', (request, reply, done) => {
        accessLog.info(
          { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode } },
          'request completed',
        );
        done();
      });
    }
    await app.register(fastifyCookie);
    await app.register(fastifySession, { secret, store, cookieName: 'sid', saveUninitialized: false, cookie });
    await app.listen(Number(process.env.PORT), '127.0.0.1');
  } else {
    const app = await NestFactory.create<NestExpressApplication>(BenchModule, new ExpressAdapter(), { logger: false });
    if (edge) app.use(securityHeaders, pinoHttp({ logger: accessLog }));
    app.use(session({ secret, store, name: 'sid', resave: false, saveUninitialized: false, cookie }));
    await app.listen(Number(process.env.PORT), '127.0.0.1');
  }
}

void main();
