import type { FastifyRequest } from 'fastify';

/**
 * Puts on the request the session a signed cookie value names, through @fastify/session's own loader: the
 * stored one, or a blank one when the value is empty or its signature wrong. Rejects when the store fails.
 */
export function restoreSession(request: FastifyRequest, signedId: string): Promise<void> {
  return new Promise((resolve, reject) =>
    request.server.decryptSession(signedId, request, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}
