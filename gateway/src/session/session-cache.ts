import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SessionChangeSchema, sessionChangesChannel, type User } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { BoundedLru } from './bounded-lru';

/** A stored session as the store answers it (JSON-shaped: what Redis would give back). */
export type StoredSession = Record<string, unknown>;

/** Entries older than this are read from Redis again, whatever the channel said (seenAt, missed writes). */
export const CACHE_ENTRY_MAX_AGE_MS = 5 * 60_000;
/** How often the subscriber connection is pinged. */
export const HEARTBEAT_MS = 250;
/**
 * The cache answers only while the channel was heard from (a message or a pong) this recently: with the
 * 2 s bound on applying a change, a silent or broken connection stops the cache well within it.
 */
export const LIVE_WITHIN_MS = 1_000;
/** A subscriber silent this long is dropped and reconnected. */
const RECONNECT_SILENT_MS = 3_000;

/** The subscriber's Redis client name: whose stack it is, for operators (and tests) looking at CLIENT LIST. */
export const subscriberName = (prefix: string): string => `${prefix}:gateway-session-changes`;

/**
 * Sessions and people's records read from memory in the steady state (issue 22): a bounded LRU of each
 * per gateway process, in front of Redis, which stays the store and the truth. Every change to either is
 * announced on the session-change channel (proto `sessionChangesChannel`) and applied here as it arrives.
 * The cache answers only while the channel is live: subscribed, and heard from within LIVE_WITHIN_MS
 * (pongs and messages share one connection, so a pong means every earlier message was applied). When the
 * connection drops, everything cached is forgotten and reads go to Redis (503 while it is down) until the
 * subscription is back. A read from Redis is kept only if no change arrived while it was under way.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCache.name);
  readonly sessions: BoundedLru<string, StoredSession>;
  readonly users: BoundedLru<string, User | null>;
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** Raised by every change and every loss or return of the channel: a read spanning one is not kept. */
  private generation = 0;
  private subscribed = false;
  private heardAt = 0;
  private heartbeat?: NodeJS.Timeout;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.sessions = new BoundedLru(env.SESSION_CACHE_SIZE, CACHE_ENTRY_MAX_AGE_MS);
    this.users = new BoundedLru(env.SESSION_CACHE_SIZE, CACHE_ENTRY_MAX_AGE_MS);
    this.channel = sessionChangesChannel(env.QUEUE_PREFIX);
    this.subscriber = new Redis(env.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      autoResubscribe: false,
      maxRetriesPerRequest: 1,
      connectionName: subscriberName(env.QUEUE_PREFIX),
    });
    this.subscriber.on('error', (error: Error) => this.logger.warn(`Session-change channel: ${error.message}`));
    this.subscriber.on('close', () => this.lost());
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('message', (_channel: string, message: string) => this.apply(message));
  }

  onModuleInit(): void {
    if (this.sessions.capacity <= 0) return;
    this.subscriber.connect().catch(() => undefined);
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.subscriber.removeAllListeners('close');
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  /** Whether cached entries may be answered now. */
  get live(): boolean {
    return this.subscribed && Date.now() - this.heardAt < LIVE_WITHIN_MS;
  }

  /**
   * The cached value of `key`, else `load()`'s, kept when `worthKeeping` and nothing changed while it
   * loaded.
   */
  async read<V>(
    lru: BoundedLru<string, V>,
    key: string,
    load: () => Promise<V>,
    worthKeeping: (value: V) => boolean = () => true,
  ): Promise<V> {
    if (this.live) {
      const hit = lru.get(key);
      if (hit) return hit.value;
    }
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && worthKeeping(value)) this.keep(lru, key, value);
    return value;
  }

  /** A value this process just wrote to Redis itself (a saved session). */
  keep<V>(lru: BoundedLru<string, V>, key: string, value: V): void {
    if (this.live) lru.set(key, value);
  }

  /** A session this process ended: forgotten at once, before its own message comes back. */
  forgetSession(sessionId: string): void {
    this.generation++;
    this.sessions.delete(sessionId);
  }

  /** A person's record this process changed (through auth): forgotten at once. */
  forgetUser(userId: string): void {
    this.generation++;
    this.users.delete(userId);
  }

  private apply(message: string): void {
    this.heardAt = Date.now();
    this.generation++;
    let change;
    try {
      change = SessionChangeSchema.parse(JSON.parse(message));
    } catch {
      // Unreadable: forget everything rather than risk keeping what it changed.
      return this.forgetAll();
    }
    if (change.kind === 'session') this.sessions.delete(change.sessionId);
    else this.users.delete(change.userId);
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch {
      return; // the connection went again; the next 'ready' tries again
    }
    // Whatever was announced while unsubscribed is unknown: start from nothing.
    this.forgetAll();
    this.subscribed = true;
    this.heardAt = Date.now();
    this.logger.log('Session-change channel subscribed: sessions served from memory');
  }

  private lost(): void {
    if (this.subscribed) this.logger.warn('Session-change channel lost: sessions read from Redis until it is back');
    this.subscribed = false;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation++;
    this.sessions.clear();
    this.users.clear();
  }

  private beat(): void {
    if (!this.subscribed) return;
    if (Date.now() - this.heardAt > RECONNECT_SILENT_MS) {
      this.lost();
      this.subscriber.disconnect(true);
      return;
    }
    this.subscriber.ping().then(
      () => (this.heardAt = Date.now()),
      () => undefined,
    );
  }
}
