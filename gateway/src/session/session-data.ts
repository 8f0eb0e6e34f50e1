import type { Actor, User } from '@sorsi/proto';

declare module 'fastify' {
  interface Session {
    /**
     * Set at sign-in: whose session it is. Nothing about their rights is kept here (admin status, terms,
     * whether the account is active): each request reads them from the person's current record.
     */
    userId?: string;
    /** Epoch ms the signed-in session ends, 30 days after sign-in however often it is used. */
    endsAt?: number;
    /** Epoch ms of the last request seen, kept to within SEEN_AT_GRANULARITY_MS (the idle timeout's clock). */
    seenAt?: number;
    /** Epoch ms the provider last authenticated the person (its `auth_time`, else the sign-in's time). */
    signedInAt?: number;
    /** Before sign-in: where the callback sends the person back to (a path of this site, see return-to). */
    returnTo?: string;
  }

  interface FastifyRequest {
    /**
     * The signed-in person as their current record says, read for this request (Sessions): set exactly
     * when the request has a signed-in session whose person is still active. What calls act as.
     */
    currentUser?: User;
  }
}

/** Signed-in sessions live 30 days from sign-in (`endsAt`). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session started by `/api/login` only carries the sign-in's state to the callback: it lives 10
 * minutes, so anonymous visitors cannot fill Redis with month-long sessions; sign-in replaces it.
 */
export const PRE_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;
/** A signed-in session unused this long ends, whatever is left of its 30 days. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** `seenAt` is rewritten at most this often, so a busy session does not write to Redis on every request. */
export const SEEN_AT_GRANULARITY_MS = 60 * 60 * 1000;

export const SESSION_COOKIE_NAME = 'sorsi.sid';
/**
 * Behind TLS the cookie is `__Host-` prefixed: browsers then accept it only Secure, for this host alone
 * (no Domain) and path /, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;

export type { Actor };
