import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loggerOptions } from '@sorsi/kit';
import { Routes } from '@sorsi/proto';
import type { Params } from 'nestjs-pino';
import type { GatewayEnv } from '../config/gateway-env';

export const CORRELATION_HEADER = 'x-correlation-id';

/** A caller's id is kept only when it is short and plain (it ends up in every log line). */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's correlation id: the caller's `x-correlation-id` or a new one, echoed in the
 * response and passed to every RPC, so the services' log lines carry the same id.
 */
export function correlationIdFor(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers[CORRELATION_HEADER];
  const id = typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  response.setHeader(CORRELATION_HEADER, id);
  return id;
}

/** The callback's query holds the authorization code: keep it out of the logs. */
const loggedUrl = (url: string | undefined): string =>
  url?.startsWith(Routes.auth.callback.path) ? Routes.auth.callback.path : (url ?? '');

/** nestjs-pino: one JSON line per request with method, url, status, duration and correlation id. */
export function requestLoggingParams(env: GatewayEnv): Params {
  return {
    pinoHttp: {
      ...loggerOptions('gateway', env.LOG_LEVEL),
      genReqId: correlationIdFor,
      // On the request's line and on every line logged while handling it.
      customProps: (request) => ({ correlationId: request.id }),
      serializers: {
        req: (request: { method: string; url?: string; raw?: IncomingMessage }) => ({
          method: request.method,
          url: loggedUrl(request.raw?.url ?? request.url),
          userAgent: request.raw?.headers['user-agent'],
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    },
  };
}
