import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AiEnv } from './config/ai-env';
import { AI_PROVIDER, type AiProvider } from './providers/ai-provider';
import { createAiProvider } from './providers/create-provider';
import { AiRpcController } from './rpc/ai.rpc';

const AI_REDIS = Symbol('AI_REDIS');

/**
 * The sommelier service: the RPC handlers on the provider the environment chooses. Its Redis connection
 * (remembered label readings) connects on first use, so the openai provider never opens it.
 */
@Module({})
export class AiModule implements OnApplicationShutdown {
  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    @Inject(AI_REDIS) private readonly redis: Redis,
  ) {}

  static forRoot(env: AiEnv): DynamicModule {
    return {
      module: AiModule,
      controllers: [AiRpcController],
      providers: [
        { provide: AI_REDIS, useFactory: () => new Redis(env.REDIS_URL, { lazyConnect: true }) },
        { provide: AI_PROVIDER, useFactory: (redis: Redis) => createAiProvider(env, redis), inject: [AI_REDIS] },
      ],
    };
  }

  /** After the transport has drained the jobs in flight: stop the worker threads, then disconnect. */
  async onApplicationShutdown(): Promise<void> {
    await this.provider.close();
    this.redis.disconnect();
  }
}
