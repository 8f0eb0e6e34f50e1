import { PassportStrategy } from '@nestjs/passport';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, type User } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import type { Configuration, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import { type AuthenticateOptions, Strategy } from 'openid-client/passport';
import { callOptions } from '../rpc/call-options';
import { oidcProfileFromClaims } from './oidc-profile';

export const OIDC_STRATEGY = 'oidc';

/** openid-client types its strategy's hooks with Express's request; on this gateway they get Fastify's. */
type StrategyRequest = Parameters<Strategy['currentUrl']>[0];
const asFastify = (request: StrategyRequest) => request as unknown as FastifyRequest;

/** Who signed in, and when the provider last authenticated them (epoch ms; a remembered session may be old). */
export interface SignedInPerson {
  user: User;
  authenticatedAt: number;
}

/**
 * openid-client's Passport strategy: authorization code flow with PKCE (the verifier waits in
 * the session between `/api/login` and `/api/callback`). A verified sign-in creates or updates
 * the user in the auth service.
 */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    config: Configuration,
    private readonly callbackUrl: string,
    private readonly rpc: BullmqClient,
  ) {
    super({ config, callbackURL: callbackUrl, scope: 'openid email profile', passReqToCallback: true });
  }

  /**
   * Only the callback's query is read from this URL (the callback URL itself is configured); the
   * strategy's own version reads Express's request properties.
   */
  override currentUrl(request: StrategyRequest): URL {
    return new URL(asFastify(request).url, this.callbackUrl);
  }

  /** `/api/login?reauth=1` asks the provider to authenticate the person now, whatever it remembers. */
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(
    request: StrategyRequest,
    options: TOptions,
  ) {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options));
    if (isReauth(asFastify(request))) {
      params.set('prompt', 'login');
      params.set('max_age', '0');
    }
    return params;
  }

  async validate(
    request: FastifyRequest,
    tokens: TokenEndpointResponse & TokenEndpointResponseHelpers,
  ): Promise<SignedInPerson> {
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    const authenticatedAt = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : Date.now();
    const user = await this.rpc.call(AuthRpc.signIn, oidcProfileFromClaims(claims), callOptions(request));
    return { user, authenticatedAt };
  }
}

/** `?reauth=1`: a fresh sign-in asked for by the settings page. */
export const isReauth = (request: FastifyRequest): boolean => (request.query as Record<string, unknown>).reauth === '1';
