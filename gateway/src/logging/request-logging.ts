import { asyncStdout, type Logger, loggerOptions } from '@sorsi/kit';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { Params } from 'nestjs-pino';
import pino from 'pino';
import type { GatewayEnv } from '../config/gateway-env';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A request taking this long is logged in full, as a warning. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * The address as logs keep it (issue 8 §12): ids become `:id` and a query keeps its parameter names only,
 * so search terms, the sign-in callback's code and whose tasting or photo it was stay out of the logs
 * (the correlation id ties a line to the request).
 */
export function loggedUrl(url: string | undefined): string {
  const [path = '', query] = (url ?? '').split('?', 2);
  const names = query === undefined ? [] : [...new URLSearchParams(query).keys()];
  return path.replace(UUID, ':id') + (names.length ? `?${[...new Set(names)].join('&')}` : '');
}

/** The gateway's one logger: JSON lines to standard output, written asynchronously (issue 22). */
export function gatewayLogger(env: GatewayEnv): Logger {
  return pino(loggerOptions('gateway', env.LOG_LEVEL), asyncStdout());
}

/**
 * nestjs-pino serves Nest's own logging through `logger`, with no middleware of its own: the access log is
 * `logRequests`, which needs no logger per request.
 */
export const nestLoggingParams = (logger: Logger): Params => ({ pinoHttp: { logger }, forRoutes: [] });

/** Where HttpErrorFilter leaves the error that made a 5xx, for the request's line. */
export function noteServerError(reply: FastifyReply, error: Error): void {
  (reply.raw as { err?: Error }).err = error;
}

/**
 * The access log (onResponse): one line per request with method, url, status, duration and correlation id,
 * from the one logger. A server error is logged in full (with the error and its stack) as an error, a slow
 * request in full as a warning.
 */
export function logRequests(logger: Logger, slowMs = SLOW_REQUEST_MS): onResponseHookHandler {
  return (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime);
    const err = (reply.raw as { err?: Error }).err;
    const line = {
      correlationId: request.id,
      req: { method: request.method, url: loggedUrl(request.url) },
      res: { statusCode: reply.statusCode },
      responseTime,
    };
    if (err || reply.statusCode >= 500) logger.error({ ...line, ...inFull(request), err }, 'request errored');
    else if (responseTime >= slowMs) logger.warn({ ...line, ...inFull(request) }, 'request slow');
    else logger.info(line, 'request completed');
    done();
  };
}

const inFull = (request: FastifyRequest) => ({
  route: request.routeOptions.url,
  userAgent: request.headers['user-agent'],
  contentLength: request.headers['content-length'],
});
