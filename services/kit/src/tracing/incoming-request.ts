import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { IncomingHttpHeaders } from 'node:http';
import { tracer } from './tracing';

/** The span of one HTTP request at the edge: its trace id is the request's correlation id. */
export interface IncomingRequestSpan {
  readonly traceId: string;
  /** Runs the rest of the request's handling with this span active (RPCs it makes join its trace). */
  run(next: () => void): void;
  end(statusCode: number, route: string | undefined): void;
}

/**
 * Starts the span of an incoming request, continuing the caller's trace when it sends a W3C
 * `traceparent` (a balancer or another traced system), else a new trace.
 */
export function traceIncomingRequest(method: string, headers: IncomingHttpHeaders): IncomingRequestSpan {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(
    `HTTP ${method}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parent,
  );
  const active = trace.setSpan(parent, span);
  return {
    traceId: span.spanContext().traceId,
    run: (next) => context.with(active, next),
    end(statusCode, route) {
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`HTTP ${method} ${route}`);
      }
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
