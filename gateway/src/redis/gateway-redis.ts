import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

/**
 * The gateway's own Redis connection (sessions, the per-user session index, rate-limit
 * counters, readiness). It fails fast while Redis is down (no offline queue), so requests get
 * a 503 at once instead of piling up, and reconnects by itself.
 */
@Injectable()
export class GatewayRedis implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(GatewayRedis.name);
  readonly client: Redis;
  /** Every key the gateway writes starts with it, so stacks and test files sharing a Redis never collide. */
  readonly keyPrefix: string;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.keyPrefix = env.QUEUE_PREFIX;
    this.client = new Redis(env.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectionName: 'sorsi-gateway',
    });
    this.client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Start-up waits until Redis answers once; afterwards outages only fail requests. */
  async onModuleInit(): Promise<void> {
    this.client.connect().catch(() => undefined);
    if (this.client.status !== 'ready') await once(this.client, 'ready');
  }

  key(...parts: string[]): string {
    return [this.keyPrefix, ...parts].join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
