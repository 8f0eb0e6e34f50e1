import { loginPathReturningTo, SessionPaths } from '@sorsi/proto/session-paths';

// Sign-in, sign-out and reloads are full-page navigations (spec: "/api/login and /api/logout are
// full-page browser navigations, not screens"). One object, so component tests can observe them.
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

export const LOGIN_PATH = SessionPaths.login;
export const LOGOUT_PATH = SessionPaths.logout;

/** Sign in, then come back to `returnTo` (issue 21 §2): by default the page the browser shows. */
export const goToLogin = (returnTo = `${window.location.pathname}${window.location.search}`) =>
  browserNavigation.assign(loginPathReturningTo(returnTo));
export const goToLogout = () => browserNavigation.assign(LOGOUT_PATH);

let signingOut = false;
/**
 * Signs out after `delayMs` (time to read why). The session has already ended on the server, so the
 * header's polls meanwhile get 401s: they must not send the person to sign in instead (isSigningOut).
 */
export function goToLogoutAfter(delayMs: number): void {
  signingOut = true;
  setTimeout(goToLogout, delayMs);
}
export const isSigningOut = (): boolean => signingOut;

/** Spec taste-and-account §9: "Login redirect follows 500 ms after an unauthorized reply". */
export const LOGIN_REDIRECT_DELAY_MS = 500;
