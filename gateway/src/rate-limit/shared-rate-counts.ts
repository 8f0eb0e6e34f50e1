import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppError } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { GatewayRedis } from '../redis/gateway-redis';
import { countsLocally, type Tally } from './local-share';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Adds ARGV[1] hits to a counter whose window is ARGV[2] ms, refusing for ARGV[4] ms once past the limit
 * ARGV[3] (@nest-lab/throttler-storage-redis's rule, with a count instead of one hit). Answers the count,
 * the window's ms left, whether refused and the refusal's ms left.
 */
const ADD_HITS = `
  local hits, ttl, limit, blockDuration = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
  local total = redis.call('INCRBY', KEYS[1], hits)
  local left = redis.call('PTTL', KEYS[1])
  if left <= 0 then
    redis.call('PEXPIRE', KEYS[1], ttl)
    left = ttl
  end
  local blockLeft = redis.call('PTTL', KEYS[2])
  if blockLeft <= 0 and total > limit then
    redis.call('SET', KEYS[2], 1, 'PX', blockDuration)
    blockLeft = blockDuration
  end
  if blockLeft < 0 then blockLeft = 0 end
  return { total, left, blockLeft }`;

/** Replicas not heard from in this many reconciliations no longer take a share. */
const REPLICA_SILENT_SYNCS = 4;

interface Counter extends Tally {
  hitKey: string;
  blockKey: string;
  ttl: number;
  limit: number;
  blockDuration: number;
}

/**
 * Rate-limit counters kept in this process (issue 22): a hit is counted in memory while it stays within
 * this replica's share of what is left of the limit (`localShare`), and the counts are added in Redis
 * every RATE_LIMIT_SYNC_MS, which answers the count across replicas. The first hit of a window and every
 * hit beyond the share (so every hit near the limit) are counted in Redis at once: the answer at the limit
 * is exact to within one reconciliation. Replicas announce themselves in Redis with every reconciliation,
 * which gives the number sharing a limit. Counting in Redis fails with 503 while it is down.
 */
@Injectable()
export class SharedRateCounts implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private readonly replicaId = randomUUID();
  private readonly syncMs: number;
  private replicas = 1;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly redis: GatewayRedis,
  ) {
    this.syncMs = env.RATE_LIMIT_SYNC_MS;
  }

  async onModuleInit(): Promise<void> {
    await this.sync().catch(() => undefined);
    this.timer = setInterval(() => void this.sync().catch(() => undefined), this.syncMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sync().catch(() => undefined);
  }

  /** How many replicas share each limit, as last counted. */
  get replicaCount(): number {
    return this.replicas;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    name: string,
  ): Promise<StorageRecord> {
    const id = `${key}:${name}`;
    const now = Date.now();
    const counter = this.counters.get(id);
    if (counter && now < counter.blockedUntil) return record(counter, now);
    if (counter && countsLocally(counter, limit, this.replicas, now)) {
      counter.pending++;
      return record(counter, now);
    }
    const fresh =
      counter && now < counter.windowEndsAt ? counter : this.start(id, key, name, ttl, limit, blockDuration);
    const hits = fresh.pending + 1;
    fresh.pending = 0;
    fresh.flushing += hits;
    try {
      apply(fresh, await this.add(fresh, hits), Date.now());
    } catch {
      throw new AppError('UNAVAILABLE', 'Rate limit store unavailable');
    } finally {
      fresh.flushing -= hits;
    }
    return record(fresh, Date.now());
  }

  /**
   * Adds every counter's pending hits in Redis and learns the counts across replicas, in one round trip,
   * announcing this replica; forgets counters whose window has ended.
   */
  async sync(): Promise<void> {
    const now = Date.now();
    // Beside the counters' keys, where the gateway's Redis user may write (infra/redis/redis-acl.mjs).
    const replicasKey = `{${this.redis.keyPrefix}:throttle:replicas}`;
    const batch = this.redis.client.pipeline();
    batch.zadd(replicasKey, now, this.replicaId);
    batch.zremrangebyscore(replicasKey, '-inf', now - REPLICA_SILENT_SYNCS * this.syncMs);
    batch.zcard(replicasKey);
    batch.pexpire(replicasKey, REPLICA_SILENT_SYNCS * this.syncMs);
    const flushed: Array<[Counter, number]> = [];
    for (const [id, counter] of this.counters) {
      if (now >= counter.windowEndsAt) {
        this.counters.delete(id);
        continue;
      }
      if (counter.pending === 0) continue;
      flushed.push([counter, counter.pending]);
      batch.eval(
        ADD_HITS,
        2,
        counter.hitKey,
        counter.blockKey,
        counter.pending,
        counter.ttl,
        counter.limit,
        counter.blockDuration,
      );
      counter.flushing += counter.pending;
      counter.pending = 0;
    }
    const results = await batch.exec().catch(() => null);
    for (const [counter, hits] of flushed) counter.flushing -= hits;
    if (!results || results.some(([error]) => error)) {
      // Not added: they stay pending for the next reconciliation.
      for (const [counter, hits] of flushed) counter.pending += hits;
      return;
    }
    this.replicas = Math.max(1, Number(results[2]![1]));
    flushed.forEach(([counter], index) => apply(counter, results[4 + index]![1] as number[], Date.now()));
  }

  private start(id: string, key: string, name: string, ttl: number, limit: number, blockDuration: number): Counter {
    const hitKey = `{${key}:${name}}:hits`;
    const counter: Counter = {
      hitKey,
      blockKey: `{${key}:${name}}:blocked`,
      ttl,
      limit,
      blockDuration,
      synced: 0,
      pending: 0,
      flushing: 0,
      windowEndsAt: 0,
      blockedUntil: 0,
    };
    this.counters.set(id, counter);
    return counter;
  }

  /** Adds hits to the counter in Redis; answers [count, window ms left, refusal ms left]. */
  private async add(counter: Counter, hits: number): Promise<number[]> {
    return (await this.redis.client.eval(
      ADD_HITS,
      2,
      counter.hitKey,
      counter.blockKey,
      hits,
      counter.ttl,
      counter.limit,
      counter.blockDuration,
    )) as number[];
  }
}

function apply(counter: Counter, [total, left, blockLeft]: number[], now: number): void {
  counter.synced = total!;
  counter.windowEndsAt = now + left!;
  counter.blockedUntil = blockLeft! > 0 ? now + blockLeft! : 0;
}

function record(counter: Counter, now: number): StorageRecord {
  const blockLeft = Math.max(0, counter.blockedUntil - now);
  return {
    totalHits: counter.synced + counter.flushing + counter.pending,
    timeToExpire: Math.ceil(Math.max(0, counter.windowEndsAt - now) / 1000),
    isBlocked: blockLeft > 0,
    timeToBlockExpire: Math.ceil(blockLeft / 1000),
  };
}
