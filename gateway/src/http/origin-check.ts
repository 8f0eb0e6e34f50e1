import { ForbiddenException } from '@nestjs/common';
import { API_PREFIX } from '@sorsi/proto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence in depth (besides SameSite=Lax): a state-changing API request must
 * show it comes from the site itself, by its Origin or, without one, by the browser's
 * `Sec-Fetch-Site: same-origin`. A foreign or missing proof is refused (issue 8 §8) before the session
 * is read.
 */
export function originCheck(publicUrl: string): onRequestHookHandler {
  const fromThisSite = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin !== undefined) return origin === publicUrl;
    return request.headers['sec-fetch-site'] === 'same-origin';
  };
  return (request, _reply, done) => {
    const refused =
      MUTATING_METHODS.has(request.method) && request.url.startsWith(`${API_PREFIX}/`) && !fromThisSite(request);
    done(refused ? new ForbiddenException('Cross-origin request refused') : undefined);
  };
}
