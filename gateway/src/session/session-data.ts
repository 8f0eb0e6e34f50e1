import type { Actor } from '@sorsi/proto';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in; the acting user of every call made with this session. */
    userId: string;
    /** Copied from the user at sign-in (auth re-checks ADMIN_EMAILS at each sign-in). */
    isAdmin: boolean;
  }
}

/** Sessions live 30 days from sign-in (cookie and Redis entry alike). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session started by `/api/login` only carries the sign-in's state to the callback: it lives 10
 * minutes, so anonymous visitors cannot fill Redis with month-long sessions; sign-in replaces it.
 */
export const PRE_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'sorsi.sid';

export type { Actor };
