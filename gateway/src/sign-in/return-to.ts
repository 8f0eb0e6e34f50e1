import { API_PREFIX } from '@sorsi/proto';

/** Where a sign-in returns when it was not asked for a place, or was asked for one off this site. */
export const HOME_PATH = '/';
/** Longer than any address of the app; a longer one is not a link someone followed. */
const RETURN_TO_MAX_LENGTH = 2048;
const BASE = 'http://sorsi.invalid';

/**
 * The page a sign-in returns to (issue 21 §2): a path of this site's app, or home. Rejects what a browser
 * would take to another site (`//evil.example`, `/\evil.example`, `https://…`), control characters, and
 * the API (a return to `/api/logout` would undo the sign-in), so the sign-in is no open redirect.
 */
export function sameSiteReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > RETURN_TO_MAX_LENGTH) return HOME_PATH;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== BASE || url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The reauthentication before deleting an account returns to the settings page it started from. */
export const REAUTH_RETURN_PATH = '/profile';
