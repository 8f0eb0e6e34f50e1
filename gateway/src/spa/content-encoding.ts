import type { FastifyRequest } from 'fastify';

/** Whether the request's Accept-Encoding lists the encoding (and does not refuse it with q=0). */
export function acceptsEncoding(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}
