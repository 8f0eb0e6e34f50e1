import { runWithCorrelationId, traceIncomingRequest } from '@sorsi/kit';
import type { onRequestHookHandler } from 'fastify';

/** The response header that tells a caller which trace (and log lines) their request was. */
export const CORRELATION_HEADER = 'x-correlation-id';

/**
 * The first hook: a span for the request (a caller's `traceparent` continues its trace), whose trace id
 * becomes the request's id, so the correlation id of every log line, here and in the services the request
 * reaches, is the trace id. The span ends with the response, named by the matched route.
 */
export const traceRequests: onRequestHookHandler = (request, reply, done) => {
  const span = traceIncomingRequest(request.method, request.headers);
  request.id = span.traceId;
  reply.header(CORRELATION_HEADER, span.traceId);
  reply.raw.once('close', () => span.end(reply.statusCode, request.routeOptions.url));
  // Lines logged while handling it carry its correlation id (the logger's mixin), with no logger per request.
  span.run(() => runWithCorrelationId(span.traceId, done));
};
