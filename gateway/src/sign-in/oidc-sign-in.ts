import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { Routes } from '@sorsi/proto';
import { setTimeout as sleep } from 'node:timers/promises';
import { allowInsecureRequests, discovery } from 'openid-client';
import { GATEWAY_ENV, type GatewayEnv, isLocalIssuer } from '../config/gateway-env';
import { OidcStrategy } from './oidc-strategy';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * Discovers the OpenID provider in the background, retrying until it answers, then registers
 * the Passport strategy. The gateway serves (and reports not ready) meanwhile, so a provider
 * that starts later than the gateway is no problem.
 */
@Injectable()
export class OidcSignIn implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OidcSignIn.name);
  private readonly stop = new AbortController();
  private strategy: OidcStrategy | undefined;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
  ) {}

  get ready(): boolean {
    return this.strategy !== undefined;
  }

  onApplicationBootstrap(): void {
    void this.discoverUntilReachable();
  }

  onApplicationShutdown(): void {
    this.stop.abort();
  }

  private async discoverUntilReachable(): Promise<void> {
    const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = this.env;
    for (let delay = FIRST_RETRY_MS; !this.stop.signal.aborted; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      try {
        const config = await discovery(new URL(issuer), clientId, clientSecret, undefined, {
          // Plain http only for a provider on this machine (the development provider).
          execute: isLocalIssuer(issuer) ? [allowInsecureRequests] : [],
          timeout: 10,
        });
        if (this.stop.signal.aborted) return;
        this.strategy = new OidcStrategy(config, `${this.env.PUBLIC_URL}${Routes.auth.callback.path}`, this.rpc);
        this.logger.log(`Sign-in ready with ${issuer}`);
        return;
      } catch (error) {
        this.logger.warn(`OpenID provider ${issuer} not reachable yet (${(error as Error).message}); retrying`);
        await sleep(delay, undefined, { signal: this.stop.signal }).catch(() => undefined);
      }
    }
  }
}
