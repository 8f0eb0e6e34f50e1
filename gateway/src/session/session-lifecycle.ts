import { Injectable } from '@nestjs/common';
import type { User } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import { restoreSession } from './restore-session';
import { SessionCache } from './session-cache';
import { SESSION_MAX_AGE_MS } from './session-data';
import { UserSessions } from './user-sessions';

/** Starting and ending sessions: sign-in, sign-out, and ending every session of a user. */
@Injectable()
export class SessionLifecycle {
  constructor(
    private readonly userSessions: UserSessions,
    private readonly cache: SessionCache,
  ) {}

  /**
   * A new session id at sign-in (no fixation): the pre-sign-in session is discarded, and with it its
   * 10-minute lifetime (a signed-in one, signing in again, ends as a sign-out). `authenticatedAt`: when the
   * provider last authenticated the person (epoch ms).
   */
  async signIn(request: FastifyRequest, user: User, authenticatedAt: number): Promise<void> {
    const { userId: previous, sessionId: previousId } = request.session;
    if (previous) await this.userSessions.end(previous, previousId, 'signed-out');
    await request.session.regenerate();
    const { session } = request;
    const now = Date.now();
    session.cookie.maxAge = SESSION_MAX_AGE_MS;
    session.userId = user.id;
    session.endsAt = now + SESSION_MAX_AGE_MS;
    session.seenAt = now;
    session.signedInAt = Math.min(authenticatedAt, now);
    await session.save();
    await this.userSessions.track(user.id, session.sessionId);
    // Auth has just rewritten their record (a reactivation, say): read it afresh, announced or not yet.
    this.cache.forgetUser(user.id);
    request.currentUser = user;
  }

  signOut(request: FastifyRequest): Promise<void> {
    return this.end(request, 'signed-out');
  }

  /** Ends the request's session: signed out, expired, or its person found gone ('ended'). */
  async end(request: FastifyRequest, change: 'signed-out' | 'expired' | 'ended'): Promise<void> {
    const { userId, sessionId } = request.session;
    if (userId) await this.userSessions.end(userId, sessionId, change);
    await this.endCurrent(request);
  }

  /** Deactivation and deletion: every device of the user is signed out, this one included. */
  async endAllSessions(request: FastifyRequest, userId: string): Promise<void> {
    await this.userSessions.destroyAll(userId);
    await this.endCurrent(request);
  }

  /**
   * Ends the request's session. A blank one takes its place, so the request goes on signed out; as its id
   * differs from the browser's cookie, @fastify/session then clears the cookie.
   */
  private async endCurrent(request: FastifyRequest): Promise<void> {
    await request.session.destroy();
    await restoreSession(request, '');
    delete request.currentUser;
  }
}
