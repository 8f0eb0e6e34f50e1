import type { IncomingMessage } from 'node:http';
import { loggerOptions } from '@sorsi/kit';
import type { Params } from 'nestjs-pino';
import type { GatewayEnv } from '../config/gateway-env';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

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

/** nestjs-pino: one JSON line per request with method, url, status, duration and correlation id. */
export function requestLoggingParams(env: GatewayEnv): Params {
  return {
    pinoHttp: {
      ...loggerOptions('gateway', env.LOG_LEVEL),
      // The trace id traceRequests gave the request, on its line and every line logged while handling it.
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
