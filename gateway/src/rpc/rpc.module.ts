import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

/** Closes the one shared transport client when the gateway stops. */
@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(@Inject(BullmqClient) private readonly client: BullmqClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** One BullmqClient per gateway process: one queue and reply listener per target service. */
@Global()
@Module({
  providers: [
    {
      provide: BullmqClient,
      inject: [GATEWAY_ENV],
      useFactory: (env: GatewayEnv) =>
        new BullmqClient({
          redisUrl: env.REDIS_URL,
          prefix: env.QUEUE_PREFIX,
          defaultTimeoutMs: env.RPC_TIMEOUT_MS,
          longTimeoutMs: env.AI_RPC_TIMEOUT_MS,
        }),
    },
    RpcClientLifecycle,
  ],
  exports: [BullmqClient],
})
export class RpcModule {}
