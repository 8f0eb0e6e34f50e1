import { metricsRegistry } from '@sorsi/kit';
import { API_PREFIX } from '@sorsi/proto';
import type { onResponseHookHandler } from 'fastify';
import { Histogram } from 'prom-client';

/** Every request the gateway answers, by method, declared route and status (issue 12 §1). */
const httpDuration = new Histogram({
  name: 'sorsi_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [metricsRegistry],
});

/**
 * Times each request from its arrival until its answer is sent. The route is the matched declaration's
 * path (`/api/experiences/:id`), never the address itself, so ids do not multiply the series; pages and
 * unmatched paths are grouped.
 */
export const recordHttpMetrics: onResponseHookHandler = (request, reply, done) => {
  const route = request.routeOptions.url ?? (request.url.startsWith(API_PREFIX) ? 'unmatched' : 'page');
  httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  done();
};
