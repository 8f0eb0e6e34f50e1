/** RFC 3986's unreserved characters: percent-encoding one of them changes nothing (§6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** A percent sign that starts a well-formed triplet, or one that does not (which is taken literally). */
const PERCENT = /%([0-9A-Fa-f]{2})?/g;
/** The absolute form a request line may carry (`POST http://host/api/… HTTP/1.1`), up to its path. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * The one form of a request target that every hook, guard and the router judge (the gateway passes it
 * to Fastify as `rewriteUrl`, which runs before routing and before the first hook). Its path is:
 * - origin-form: an absolute-form target keeps only its path and query, as the router would read it;
 * - percent-decoded where that changes nothing (unreserved characters), with every other triplet upper
 *   case and a stray `%` encoded as `%25`, so the router's own decoding cannot turn what is left into a
 *   letter, a dot or a slash (`/%%36%31pi` is `/%2561pi`, never `/api`), and normalising twice changes
 *   nothing more;
 * - without empty segments (`//`, a trailing `/`) and with `.` and `..` resolved, so no later reader
 *   meets a dot segment (an encoded slash stays encoded: it never splits a segment).
 * Case is kept: the router, usernames and media keys are case-sensitive, and `/API/…` is simply a path
 * nothing serves. The query string is kept as sent. A target in neither form (`*`, `*api/…`) is left as
 * it is: the not-found handler answers it before any hook of ours (Nest's Fastify adapter).
 */
export function canonicalRequestTarget(target: string): string {
  const originForm = ABSOLUTE_FORM.test(target) ? `/${target.replace(ABSOLUTE_FORM, '')}` : target;
  if (!originForm.startsWith('/')) return target;
  const pathEnd = originForm.search(/[?#]/);
  if (pathEnd === -1) return canonicalPath(originForm);
  return canonicalPath(originForm.slice(0, pathEnd)) + originForm.slice(pathEnd);
}

/** The canonical form of an origin-form path (see canonicalRequestTarget). */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of decodeUnreserved(path).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

function decodeUnreserved(path: string): string {
  return path.replace(PERCENT, (_triplet, hex: string | undefined) => {
    if (hex === undefined) return '%25';
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
