import { pingOf } from '@sorsi/proto';
import { BullmqClient } from '../transport';
import { eventually, freePort, redisTestEnv, type RedisTestEnv } from '../testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

jest.setTimeout(30_000);

/** The nice value of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: count fields after its closing parenthesis.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('a service process started by runMain', () => {
  let redisEnv: RedisTestEnv;
  let child: ChildProcess | undefined;
  let healthPort: number;
  let output = '';

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    healthPort = await freePort();
    child = spawn(
      process.execPath,
      ['--require', 'tsx/cjs', path.join(__dirname, 'testing/background-service-main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          REDIS_URL: redisEnv.redisUrl,
          QUEUE_PREFIX: redisEnv.prefix,
          LOG_LEVEL: 'info',
          HEALTH_PORT: String(healthPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Taking jobs means its Redis connections and libuv's threads are up: the sentinel is the log line.
    await eventually(() => output.includes('moderation service is taking work'), { timeoutMs: 20_000 });
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await redisEnv?.cleanup();
  });

  it('runs the process and every thread it starts at the lowest priority (cpuPriority background, issue 7 §4)', () => {
    const nice = threadNiceValues(child.pid!);
    expect(nice.length).toBeGreaterThan(1);
    expect(new Set(nice)).toEqual(new Set([19]));
  });

  it('answers its health and readiness on HEALTH_PORT (Kubernetes probes, issue 12)', async () => {
    const get = (route: string) => fetch(`http://127.0.0.1:${healthPort}${route}`);
    expect((await get('/health')).status).toBe(200);
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    expect((await get('/elsewhere')).status).toBe(404);
  });

  it('answers its Prometheus metrics there: each RPC by pattern and outcome, and its queues (issue 12 §1)', async () => {
    const client = new BullmqClient({ redisUrl: redisEnv.redisUrl, prefix: redisEnv.prefix });
    try {
      await client.call(pingOf('moderation'), {}, { actor: null, correlationId: 'metrics-probe' });
    } finally {
      await client.close();
    }
    const response = await fetch(`http://127.0.0.1:${healthPort}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/sorsi_rpc_duration_seconds_count\{pattern="moderation.ping",outcome="ok"\} 1/);
    expect(text).toContain('sorsi_queue_jobs{queue="rpc.moderation",state="waiting"} 0');
    expect(text).toContain('sorsi_queue_oldest_waiting_seconds{queue="rpc.moderation"} 0');
    // Node's own (issue 25 §5): CPU, heap, event loop lag, garbage collection.
    for (const metric of [
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds_bucket',
    ])
      expect(text).toMatch(new RegExp(`^${metric}(\\{[^}]*\\})? \\d`, 'm'));
  });
});
