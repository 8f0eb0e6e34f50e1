import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError, RETURN_TO_PARAM, SessionPaths } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRE_SIGN_IN_MAX_AGE_MS } from '../session/session-data';
import { OidcSignIn } from './oidc-sign-in';
import { isReauth, OIDC_STRATEGY, type SignedInPerson } from './oidc-strategy';
import { REAUTH_RETURN_PATH, sameSiteReturnTo } from './return-to';

/**
 * Runs the OIDC strategy: on `/api/login` it redirects to the provider (the handler never
 * runs); on `/api/callback` it verifies the answer and puts the signed-in person on `request.user`.
 */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger(OidcGuard.name);

  constructor(private readonly oidc: OidcSignIn) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.oidc.ready) throw new AppError('UNAVAILABLE', 'Sign-in is starting');
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // Only a signed-in session lives a month; the one that carries a sign-in's state lives minutes.
    if (!request.session.userId) request.session.cookie.maxAge = PRE_SIGN_IN_MAX_AGE_MS;
    // A fresh sign-in is asked for from the settings page (to delete the account): it returns there;
    // any other returns to the link the person followed, when it is a page of this site (issue 21 §2).
    if (request.routeOptions.url === SessionPaths.login)
      request.session.returnTo = isReauth(request)
        ? REAUTH_RETURN_PATH
        : sameSiteReturnTo((request.query as Record<string, unknown>)[RETURN_TO_PARAM]);
    return (await super.canActivate(context)) as boolean;
  }

  /** Passport answers a redirect the way Node's response takes it; Fastify's reply sends it. */
  getResponse(context: ExecutionContext): PassportResponse {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>());
  }

  /**
   * A refused or stale answer from the provider (denied, state lost, code reused) leaves
   * `request.user` null: the callback then sends the person home, signed out, to try again.
   * Failures of our own services (AppError) are real errors.
   */
  override handleRequest<TUser = SignedInPerson | null>(error: unknown, person: unknown, info: unknown): TUser {
    if (error instanceof AppError) throw error;
    if (error || !person) {
      this.logger.warn(
        `Sign-in not completed: ${String((error as Error | undefined)?.message ?? JSON.stringify(info))}`,
      );
      return null as TUser;
    }
    return person as TUser;
  }
}

/** What Passport's `redirect` uses of a response. */
interface PassportResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(): void;
}

const passportResponse = (reply: FastifyReply): PassportResponse => ({
  get statusCode() {
    return reply.statusCode;
  },
  set statusCode(status: number) {
    reply.code(status);
  },
  setHeader: (name, value) => void reply.header(name, value),
  end: () => void reply.send(),
});
