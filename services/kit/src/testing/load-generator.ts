// Load on one URL with autocannon, every response's time kept (autocannon's own histogram has whole-ms buckets, no p95).
import type autocannon from 'autocannon';
import { percentile, round1 } from './bench-figures';

/** autocannon's tracker: a promise of the result that also reports every response's latency. */
type Tracker = PromiseLike<Awaited<ReturnType<typeof autocannon>>> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
type RunAutocannon = (options: Parameters<typeof autocannon>[0]) => Tracker;

export interface Measurement {
  requestsPerSecond: number;
  /** Requests answered in all. */
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

export async function measureLoad(
  url: string,
  { headers = {}, connections, duration }: { headers?: Record<string, string>; connections: number; duration: number },
): Promise<Measurement> {
  // Loaded here, not with the kit's testing entry: every test imports that, few generate load.
  const runAutocannon = (await import('autocannon')).default as unknown as RunAutocannon;
  const latencies: number[] = [];
  const tracker = runAutocannon({ url, connections, duration, headers });
  tracker.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await tracker;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
