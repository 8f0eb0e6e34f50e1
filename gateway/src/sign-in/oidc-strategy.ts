import { PassportStrategy } from '@nestjs/passport';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, type User } from '@sorsi/proto';
import type { Request } from 'express';
import type { Configuration, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import { type AuthenticateOptions, Strategy } from 'openid-client/passport';
import { callOptions } from '../rpc/call-options';
import { oidcProfileFromClaims } from './oidc-profile';

export const OIDC_STRATEGY = 'oidc';

/**
 * openid-client's Passport strategy: authorization code flow with PKCE (the verifier waits in
 * the session between `/api/login` and `/api/callback`). A verified sign-in creates or updates
 * the user in the auth service.
 */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    config: Configuration,
    callbackUrl: string,
    private readonly rpc: BullmqClient,
  ) {
    super({ config, callbackURL: callbackUrl, scope: 'openid email profile', passReqToCallback: true });
  }

  /** `/api/login?reauth=1` asks the provider to authenticate the person now, whatever it remembers. */
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(request: Request, options: TOptions) {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options));
    if (request.query.reauth === '1') {
      params.set('prompt', 'login');
      params.set('max_age', '0');
    }
    return params;
  }

  async validate(request: Request, tokens: TokenEndpointResponse & TokenEndpointResponseHelpers): Promise<User> {
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    // When the provider last authenticated the person (a remembered provider session may be old).
    request.res!.locals.authTime = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : Date.now();
    return this.rpc.call(AuthRpc.signIn, oidcProfileFromClaims(claims), callOptions(request));
  }
}
