import http from 'node:http';

export interface Balancer {
  /** Requests that reached no backend at all (every one refused the connection). */
  readonly unreachable: number;
  close(): Promise<void>;
}

const HEALTH_CHECK_MS = 100;

/**
 * What a load balancer in front of gateway replicas does (a Kubernetes Service with readiness probes, or
 * nginx with health checks and `proxy_next_upstream error`): requests go round-robin to the backends
 * whose readiness answered 200 at the last check (every 100 ms), each on a fresh connection; one whose
 * connection a backend refuses goes to the next backend. A request that reached a backend is never sent
 * twice, so a POST is never doubled.
 */
export function startRoundRobinBalancer(port: number, backendPorts: readonly number[]): Promise<Balancer> {
  let next = 0;
  let unreachable = 0;
  const healthy = new Set(backendPorts);
  const check = () =>
    backendPorts.forEach((backend) =>
      fetch(`http://127.0.0.1:${backend}/api/ready`)
        .then((answer) => (answer.status === 200 ? healthy.add(backend) : healthy.delete(backend)))
        .catch(() => healthy.delete(backend)),
    );
  const checks = setInterval(check, HEALTH_CHECK_MS);
  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      // The healthy ones; all of them when none looks healthy (better a refused connection than none).
      const rotation = backendPorts.filter((backend) => healthy.has(backend));
      const backends = rotation.length > 0 ? rotation : backendPorts;
      const start = next++ % backends.length;
      const attempt = (tried: number): void => {
        if (tried === backends.length) {
          unreachable++;
          response.writeHead(502).end('no backend');
          return;
        }
        const backend = http.request(
          {
            host: '127.0.0.1',
            port: backends[(start + tried) % backends.length],
            method: request.method,
            path: request.url,
            headers: { ...request.headers, connection: 'close' },
            agent: false,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            // A backend that dies mid-answer ends the client's response too (as a balancer would).
            answer.on('aborted', () => response.destroy());
          },
        );
        backend.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') attempt(tried + 1);
          else response.destroy(error);
        });
        backend.end(Buffer.concat(body));
      };
      attempt(0);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        get unreachable() {
          return unreachable;
        },
        close: () => {
          clearInterval(checks);
          return new Promise<void>((done) => server.close(() => done()));
        },
      }),
    ),
  );
}
