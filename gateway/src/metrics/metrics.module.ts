import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { startHealthServer } from '@sorsi/kit';
import type { Server } from 'node:http';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

/** With METRICS_PORT set, the gateway's metrics on a port of their own (not reachable through the public one). */
@Injectable()
class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.METRICS_PORT !== undefined)
      this.server = await startHealthServer(this.env.METRICS_PORT, async () => {});
  }

  onApplicationShutdown(): void {
    this.server?.close();
  }
}

@Module({ providers: [MetricsServer] })
export class MetricsModule {}
