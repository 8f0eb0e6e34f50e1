import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError, SessionPaths, type User } from '@sorsi/proto';
import type { Request } from 'express';
import { PRE_SIGN_IN_MAX_AGE_MS } from '../session/session-data';
import { OidcSignIn } from './oidc-sign-in';
import { OIDC_STRATEGY } from './oidc-strategy';

/**
 * Runs the OIDC strategy: on `/api/login` it redirects to the provider (the handler never
 * runs); on `/api/callback` it verifies the answer and puts the signed-in user on `req.user`.
 */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger(OidcGuard.name);

  constructor(private readonly oidc: OidcSignIn) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.oidc.ready) throw new AppError('UNAVAILABLE', 'Sign-in is starting');
    const request = context.switchToHttp().getRequest<Request>();
    // Only a signed-in session lives a month; the one that carries a sign-in's state lives minutes.
    if (!request.session.userId) request.session.cookie.maxAge = PRE_SIGN_IN_MAX_AGE_MS;
    // A fresh sign-in is asked for from the settings page (to delete the account): it returns there.
    if (request.path === SessionPaths.login) request.session.returnTo = request.query.reauth === '1' ? '/profile' : '/';
    return (await super.canActivate(context)) as boolean;
  }

  /**
   * A refused or stale answer from the provider (denied, state lost, code reused) leaves
   * `req.user` null: the callback then sends the person home, signed out, to try again.
   * Failures of our own services (AppError) are real errors.
   */
  override handleRequest<TUser = User | null>(error: unknown, user: unknown, info: unknown): TUser {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      this.logger.warn(
        `Sign-in not completed: ${String((error as Error | undefined)?.message ?? JSON.stringify(info))}`,
      );
      return null as TUser;
    }
    return user as TUser;
  }
}
