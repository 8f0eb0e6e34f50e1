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
