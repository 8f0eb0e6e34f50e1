import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics of a service process (issue 12 §1): each RPC and event it handles, by outcome, the
// lag of events, and its own queues' jobs (read from Redis when scraped). One registry per process.

export const metricsRegistry = new Registry();

// Node's own (issue 25 §5): CPU, memory and heap, event loop lag, garbage collection, handles.
collectDefaultMetrics({ register: metricsRegistry });

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const rpcDuration = new Histogram({
  name: 'sorsi_rpc_duration_seconds',
  help: 'Time to answer an RPC, by pattern and outcome (ok, or the error code)',
  labelNames: ['pattern', 'outcome'],
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const eventsHandled = new Counter({
  name: 'sorsi_events_handled_total',
  help: 'Event deliveries handled, by event and outcome (ok, failed)',
  labelNames: ['event', 'outcome'],
  registers: [metricsRegistry],
});

export const eventLag = new Histogram({
  name: 'sorsi_event_lag_seconds',
  help: 'Time from an event being published to its handling here',
  labelNames: ['event'],
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  /** Seconds the oldest waiting job has waited (0 when none waits). */
  oldestWaitingSeconds: number;
}

/** The process's queues, read when scraped (`source` is set once the transport listens). */
export const queueSource: { read: (() => Promise<QueueCounts[]>) | null } = { read: null };

// Every replica of a service reads the same queues, so each reports the same counts: aggregate them with
// `max by (queue, state)`, never `sum` (docs/operations.md, Metrics).
new Gauge({
  name: 'sorsi_queue_jobs',
  help: "Jobs in this service's queues, by queue and state (the same from every replica: take the max)",
  labelNames: ['queue', 'state'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const counts of (await queueSource.read?.()) ?? []) {
      for (const state of ['waiting', 'active', 'failed'] as const)
        this.set({ queue: counts.queue, state }, counts[state]);
    }
  },
});

new Gauge({
  name: 'sorsi_queue_oldest_waiting_seconds',
  help: 'How long the oldest waiting job of each queue has waited (the same from every replica: take the max)',
  labelNames: ['queue'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const counts of (await queueSource.read?.()) ?? [])
      this.set({ queue: counts.queue }, counts.oldestWaitingSeconds);
  },
});
