// The same minimal Nest app on Express or Fastify (BENCH_ADAPTER), for a like-for-like comparison:
// GET /hello (framework only), GET /me (session from Redis + the user's snapshot read from Redis: the
// gateway's /api/auth/user path today, without its rate limiter, logging and helmet) and GET /user
// (session + the auth.getUser RPC, the path before the snapshot).
import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { Controller, Get, Inject, Module, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, userSnapshotKey } from '@sorsi/proto';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

const adapter = process.env.BENCH_ADAPTER === 'fastify' ? 'fastify' : 'express';
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
    const id = (request.session.get ? request.session.get('userId') : request.session.userId) as string;
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
  controllers: [BenchController],
  providers: [{ provide: BullmqClient, useFactory: () => new BullmqClient({ redisUrl, prefix }) }],
})
class BenchModule {}

async function main(): Promise<void> {
  const store = new RedisStore({
    client: redis,
    prefix: `${prefix}:bench-${adapter}-sess:`,
    disableTouch: true,
  });
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: false, path: '/', maxAge: 3_600_000 };
  if (adapter === 'fastify') {
    const app = await NestFactory.create<NestFastifyApplication>(BenchModule, new FastifyAdapter(), { logger: false });
    await app.register(fastifyCookie);
    await app.register(fastifySession, { secret, store, cookieName: 'sid', saveUninitialized: false, cookie });
    await app.listen(Number(process.env.PORT), '127.0.0.1');
  } else {
    const app = await NestFactory.create<NestExpressApplication>(BenchModule, new ExpressAdapter(), { logger: false });
    app.use(session({ secret, store, name: 'sid', resave: false, saveUninitialized: false, cookie }));
    await app.listen(Number(process.env.PORT), '127.0.0.1');
  }
}

void main();
