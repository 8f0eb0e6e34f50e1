// The addresses of the session routes, apart from their declarations in routes.ts: the web's first
// page needs them before anything else, without the schemas (and zod) the declarations bring.
export const SessionPaths = {
  login: '/api/login',
  callback: '/api/callback',
  logout: '/api/logout',
  currentUser: '/api/auth/user',
} as const;

/**
 * The id of the `<script type="application/json">` in which the gateway that serves a page inlines
 * what `currentUser` would answer (the user, or null when signed out), so the first render needs no
 * round trip. Absent when the gateway could not tell (the app then asks).
 */
export const PAGE_SESSION_STATE_ID = 'sorsi-session';

/**
 * `/api/login?reauth=1`: sign in again even when the provider remembers the person (prompt=login,
 * max_age=0), then come back to the settings page. Deleting an account asks for it when the last sign-in
 * is older than FRESH_SIGN_IN_MS (issue 8 §9).
 */
/**
 * `/api/login?returnTo=/profile/ana`: after signing in, the person lands on the link they followed (issue 21
 * §2). The gateway keeps it only when it is a path of this site (see the gateway's return-to); home needs
 * none, since a sign-in goes home by default.
 */
export const RETURN_TO_PARAM = 'returnTo';
export const loginPathReturningTo = (path: string): string =>
  path === '/'
    ? SessionPaths.login
    : `${SessionPaths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;

export const REAUTH_LOGIN_PATH = `${SessionPaths.login}?reauth=1`;
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
export const REAUTH_MESSAGE = 'For your security, please sign in again before deleting your account.';
