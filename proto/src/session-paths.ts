// The addresses of the session routes, apart from their declarations in routes.ts: the web's first
// page needs them before anything else, without the schemas (and zod) the declarations bring.
export const SessionPaths = {
  login: '/api/login',
  callback: '/api/callback',
  logout: '/api/logout',
  currentUser: '/api/auth/user',
} as const;
