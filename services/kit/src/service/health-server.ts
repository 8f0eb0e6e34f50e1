import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { metricsRegistry } from '../metrics/service-metrics';

/**
 * A process's own health over HTTP, for orchestrators (Kubernetes probes): `GET /health` answers 200
 * while the process runs (liveness); `GET /ready` runs `ready` and answers 200, or 503 when it throws
 * (readiness); `GET /metrics` answers its Prometheus metrics. Services have no other HTTP port; their work
 * comes from the queues.
 */
export function startHealthServer(port: number, ready: () => Promise<void>): Promise<Server> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return answer(405, { status: 'method not allowed' });
    if (request.url === '/health') return answer(200, { status: 'ok' });
    if (request.url === '/metrics') {
      return void metricsRegistry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': metricsRegistry.contentType });
          response.end(text);
        },
        () => answer(500, { status: 'metrics unavailable' }),
      );
    }
    if (request.url === '/ready') {
      return void ready().then(
        () => answer(200, { status: 'ok' }),
        () => answer(503, { status: 'unavailable' }),
      );
    }
    answer(404, { status: 'not found' });
  });
  // The health port never keeps a stopping process alive.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** Holds the health server of a running service and closes it when the service stops. */
@Injectable()
export class HealthServerCloser implements OnApplicationShutdown {
  server: Server | undefined;

  onApplicationShutdown(): void {
    this.server?.close();
  }
}
