import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { BullmqClient, type BullmqClientOptions } from '../transport';

/**
 * The process's one BullmqClient (calls to other services, events it publishes), injectable as
 * `BullmqClient` and closed after the app stops taking work.
 */
@Global()
@Module({})
export class ServiceClientModule implements OnApplicationShutdown {
  constructor(@Inject(BullmqClient) private readonly client: BullmqClient) {}

  static forRoot(options: BullmqClientOptions): DynamicModule {
    return {
      module: ServiceClientModule,
      providers: [{ provide: BullmqClient, useFactory: () => new BullmqClient(options) }],
      exports: [BullmqClient],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
