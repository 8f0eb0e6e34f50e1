import { Controller, HttpStatus, Req, Res, UseGuards } from '@nestjs/common';
import { Routes, type User } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../http/route.decorator';
import { SignInRateLimit } from '../rate-limit/sign-in-rate-limit';
import { SignedInUser } from '../rpc/call-options';
import { SessionLifecycle } from '../session/session-lifecycle';
import { OidcGuard } from './oidc.guard';
import { HOME_PATH, sameSiteReturnTo } from './return-to';
import type { SignedInPerson } from './oidc-strategy';

/** Sign-in (OpenID Connect), sign-out and the current user: the session area. */
@Controller()
export class SignInController {
  constructor(private readonly sessions: SessionLifecycle) {}

  /** Browser navigation: OidcGuard redirects to the provider, so this body never runs. */
  @Route(Routes.auth.login)
  @SignInRateLimit()
  @UseGuards(OidcGuard)
  login(): void {}

  @Route(Routes.auth.callback)
  @SignInRateLimit()
  @UseGuards(OidcGuard)
  async callback(
    @Req() request: FastifyRequest & { user?: SignedInPerson | null },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const person = request.user;
    // Checked again: the session's value was set by the login route, but a check costs nothing.
    const returnTo = sameSiteReturnTo(request.session.returnTo);
    if (person) await this.sessions.signIn(request, person.user, person.authenticatedAt);
    void reply.redirect(person ? returnTo : HOME_PATH, HttpStatus.FOUND);
  }

  /**
   * Signs out only when the browser says the navigation started on this site (or was typed): a link or
   * an image on another site cannot sign anyone out (issue 8 §8).
   */
  @Route(Routes.auth.logout)
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') await this.sessions.signOut(request);
    void reply.redirect('/', HttpStatus.FOUND);
  }

  /**
   * The person's current record, as read for this request (the snapshot in Redis, no queue hop); 401 when
   * signed out, or when the person was deleted or deactivated meanwhile (the session was dropped).
   */
  @Route(Routes.auth.currentUser)
  currentUser(@SignedInUser() user: User): User {
    return user;
  }
}
