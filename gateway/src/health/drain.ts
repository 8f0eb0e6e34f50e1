import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { onRequestHookHandler } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

/**
 * A gateway being stopped: readiness turns 503 at once, the gateway keeps serving for
 * SHUTDOWN_DRAIN_MS (while balancers take it out of rotation), and only then does Nest stop the HTTP
 * server (which finishes the requests it holds) and close Redis and the queues. While draining, every
 * response closes its connection: a keep-alive connection (a balancer's, a probe's) would otherwise go on
 * carrying requests after the server stopped listening, and the server would never finish closing.
 */
@Injectable()
export class Drain implements BeforeApplicationShutdown {
  private draining = false;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** Request hook: during the drain, no connection is kept for another request. */
  readonly closeConnectionsWhileDraining: onRequestHookHandler = (_request, reply, done) => {
    if (this.draining) reply.header('Connection', 'close');
    done();
  };

  async beforeApplicationShutdown(): Promise<void> {
    this.draining = true;
    if (this.env.SHUTDOWN_DRAIN_MS > 0) await sleep(this.env.SHUTDOWN_DRAIN_MS);
  }
}
