import { traceIncomingRequest } from '@sorsi/kit';
import type { NextFunction, Request, Response } from 'express';

/** The response header that tells a caller which trace (and log lines) their request was. */
export const CORRELATION_HEADER = 'x-correlation-id';

/**
 * The first middleware: a span for the request (a caller's `traceparent` continues its trace), whose
 * trace id becomes the request's id, so the correlation id of every log line, here and in the services
 * the request reaches, is the trace id. The span ends with the response, named by the matched route.
 */
export function traceRequests(request: Request, response: Response, next: NextFunction): void {
  const span = traceIncomingRequest(request.method, request.headers);
  (request as Request & { id: string }).id = span.traceId;
  response.setHeader(CORRELATION_HEADER, span.traceId);
  response.once('close', () => {
    const route = (request.route as { path?: string } | undefined)?.path;
    span.end(response.statusCode, route === undefined ? undefined : request.baseUrl + route);
  });
  span.run(next);
}
