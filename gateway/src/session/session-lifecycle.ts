import { Inject, Injectable } from '@nestjs/common';
import type { User } from '@sorsi/proto';
import type { Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { sessionCookieName } from './session-data';
import { UserSessions } from './user-sessions';

const settle = (run: (done: (error?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Starting and ending sessions: sign-in, sign-out, and ending every session of a user. */
@Injectable()
export class SessionLifecycle {
  private readonly cookie: { name: string; secure: boolean };

  constructor(
    private readonly userSessions: UserSessions,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.cookie = { name: sessionCookieName(env.COOKIE_SECURE), secure: env.COOKIE_SECURE };
  }

  /** A new session id at sign-in (no fixation): the pre-sign-in session is discarded. */
  /** `authenticatedAt`: when the provider last authenticated the person (epoch ms). */
  async signIn(request: Request, user: User, authenticatedAt: number): Promise<void> {
    await settle((done) => request.session.regenerate(done));
    request.session.userId = user.id;
    request.session.isAdmin = user.isAdmin;
    request.session.seenAt = Date.now();
    request.session.signedInAt = Math.min(authenticatedAt, Date.now());
    await settle((done) => request.session.save(done));
    await this.userSessions.track(user.id, request.session.id);
  }

  async signOut(request: Request, response: Response): Promise<void> {
    const { userId } = request.session;
    if (userId) await this.userSessions.untrack(userId, request.session.id);
    await this.endCurrent(request, response);
  }

  /** Deactivation and deletion: every device of the user is signed out, this one included. */
  async endAllSessions(request: Request, response: Response, userId: string): Promise<void> {
    await this.userSessions.destroyAll(userId);
    await this.endCurrent(request, response);
  }

  async endCurrent(request: Request, response: Response): Promise<void> {
    await settle((done) => request.session.destroy(done));
    response.clearCookie(this.cookie.name, { path: '/', secure: this.cookie.secure });
  }
}
