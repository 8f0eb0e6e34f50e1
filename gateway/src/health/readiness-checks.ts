import { Inject, Injectable } from '@nestjs/common';
import { type HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { BullmqClient } from '@sorsi/kit';
import { pingOf, RUNNING_SERVICES } from '@sorsi/proto';
import { GatewayRedis } from '../redis/gateway-redis';
import { OidcSignIn } from '../sign-in/oidc-sign-in';

const PING_TIMEOUT_MS = 2000;

/** Every running service answers `<service>.ping` once taking work, its database reachable. */
const SERVICE_PINGS = RUNNING_SERVICES.map(pingOf);

/** The readiness indicators: Redis, sign-in discovered, and every service's ping. */
@Injectable()
export class ReadinessChecks {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly redis: GatewayRedis,
    private readonly oidc: OidcSignIn,
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
  ) {}

  all(correlationId: string): Array<() => Promise<HealthIndicatorResult>> {
    return [
      () => this.check('redis', async () => void (await this.redis.client.ping())),
      () =>
        this.check('sign-in', async () => {
          if (!this.oidc.ready) throw new Error('OpenID provider not discovered yet');
        }),
      ...SERVICE_PINGS.map(
        (ping) => () =>
          this.check(ping.service, async () => {
            await this.rpc.call(ping, {}, { actor: null, correlationId, timeoutMs: PING_TIMEOUT_MS });
          }),
      ),
    ];
  }

  private async check(key: string, probe: () => Promise<void>): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    try {
      await probe();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
