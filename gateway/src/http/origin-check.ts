import { ForbiddenException } from '@nestjs/common';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

/**
 * Cross-site request forgery defence in depth (besides SameSite=Lax): a state-changing request must
 * show it comes from the site itself, by its Origin or, without one, by the browser's
 * `Sec-Fetch-Site: same-origin`. A foreign or missing proof is refused (issue 8 §8) before the session
 * is read. Whatever the path: the site takes no state-changing request outside /api, so the check
 * depends on no reading of the path (issue 20 §6: it once read the raw one while the router matched a
 * decoded one).
 */
export function originCheck(publicUrl: string): onRequestHookHandler {
  const fromThisSite = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin !== undefined) return origin === publicUrl;
    return request.headers['sec-fetch-site'] === 'same-origin';
  };
  return (request, _reply, done) => {
    const refused = MUTATING_METHODS.has(request.method) && !fromThisSite(request);
    done(refused ? new ForbiddenException(CROSS_ORIGIN_REFUSED) : undefined);
  };
}
