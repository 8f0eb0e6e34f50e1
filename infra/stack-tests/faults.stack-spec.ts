import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { eventually, freePort, loadStackModule, type RunningStack, TestBrowser } from '@sorsi/kit/testing';
import { exited, redisAnswers, startRedis, testDatabaseUrl } from './support';

// Issue 8, "Also measured": the whole stack (built) with four writers saving tastings while Redis stops for
// three seconds and, later, the tasting service crashes. Every acknowledged save must be in Postgres, the
// outage must be answered fast and plainly (503 / 504, never a hang or a 500), and the stack must recover by
// itself. The stack gets a Redis of its own (with its append-only file, as compose runs it), so stopping it
// touches nothing else on the machine.
jest.setTimeout(180_000);

const WRITERS = 4;
const REDIS_DOWN_MS = 3000;
/** The gateway's RPC deadline (its default): a call to a crashed service is answered 504 at it. */
const RPC_TIMEOUT_MS = 5000;

interface Outcome {
  status: number;
  ms: number;
  /** When the request was sent and when its answer came (epoch ms). */
  sentAt: number;
  at: number;
  id?: string;
}

describe('the stack under faults (issue 8)', () => {
  let redis: ChildProcess;
  let redisPort: number;
  let redisDir: string;
  let stack: RunningStack;
  let databaseUrl: string;
  let dropDatabase: (url: string) => Promise<void>;
  const browser = new TestBrowser();
  const outcomes: Outcome[] = [];
  let writing = true;
  let writers: Promise<void>[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redisDir = mkdtempSync(path.join(tmpdir(), 'sorsi-fault-redis-'));
    redis = startRedis(redisPort, redisDir);
    await eventually(() => redisAnswers(redisPort), { timeoutMs: 10_000, intervalMs: 100 });
    const stackModule = await loadStackModule();
    dropDatabase = stackModule.dropDatabase;
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_faults_${runId}`);
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix: `sorsi-faults-${runId}`,
      extraEnv: {
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        RATE_LIMIT_API_PER_MIN: '1000000',
        LOG_LEVEL: 'error',
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      },
    });
    stack = await stackModule.startStack(config, { output: () => undefined });
    await browser.signIn(stack.publicUrl, { email: 'faults@sorsi.test', givenName: 'Fault' });
    // The writers save public tastings, a write others see: the terms come first.
    await browser.fetch(`${stack.publicUrl}/api/tos/accept`, { method: 'POST' });
  });

  afterAll(async () => {
    writing = false;
    await Promise.all(writers);
    await stack?.stop();
    redis?.kill('SIGKILL');
    if (redis) await exited(redis);
    if (databaseUrl) await dropDatabase(databaseUrl);
    rmSync(redisDir, { recursive: true, force: true });
  });

  /** Saves tastings one after another until told to stop, recording every answer. */
  async function writer(index: number): Promise<void> {
    for (let n = 0; writing; n++) {
      const started = performance.now();
      const sentAt = Date.now();
      let outcome: Outcome;
      try {
        const response = await browser.fetch(`${stack.publicUrl}/api/wine-tastings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Writer ${index} bottle ${n}`, wineType: 'red' }),
          signal: AbortSignal.timeout(RPC_TIMEOUT_MS * 3),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: string };
        outcome = { status: response.status, ms: performance.now() - started, sentAt, at: Date.now(), id: body.id };
      } catch {
        outcome = { status: 0, ms: performance.now() - started, sentAt, at: Date.now() };
      }
      outcomes.push(outcome);
      // An outage answers at once: pace the retries a little, as a client would.
      if (outcome.status !== 201) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const successesAfter = (time: number) => outcomes.filter((o) => o.status === 201 && o.at > time);

  it('keeps saving, answers a Redis outage with fast 503s, and recovers by itself', async () => {
    expect((await browser.fetch(`${stack.publicUrl}/api/auth/user`)).status).toBe(200);
    writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    await eventually(() => successesAfter(0).length >= 20, { timeoutMs: 30_000 });

    const down = Date.now();
    redis.kill('SIGKILL');
    await exited(redis);
    await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_MS)); // the outage itself, not a wait for a result
    redis = startRedis(redisPort, redisDir);
    const back = Date.now();
    await eventually(() => successesAfter(back).length > 0, { timeoutMs: 30_000, intervalMs: 50 });
    const firstSuccess = successesAfter(back)[0]!.at - back;

    const duringOutage = outcomes.filter((o) => o.sentAt > down && o.at < back);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(new Set(duringOutage.map((o) => o.status))).toEqual(new Set([503]));
    expect(Math.max(...duringOutage.map((o) => o.ms))).toBeLessThan(1000);
    expect(firstSuccess).toBeLessThan(10_000);
    console.log(
      `Redis down ${REDIS_DOWN_MS} ms: ${duringOutage.length} answers, all 503, slowest ${Math.round(Math.max(...duringOutage.map((o) => o.ms)))} ms; first save ${firstSuccess} ms after it returned`,
    );
  });

  it('answers a crashed tasting service with 504 at the deadline and recovers when it restarts', async () => {
    const crashed = Date.now();
    await stack.kill('tasting');
    await eventually(() => outcomes.some((o) => o.sentAt > crashed && o.status === 504), {
      timeoutMs: RPC_TIMEOUT_MS * 4,
    });
    // The 504 just seen may carry this very millisecond: answers up to and including it came before the restart.
    const restarted = Date.now();
    stack.restart('tasting');
    await eventually(() => successesAfter(restarted).length > 0, { timeoutMs: 30_000, intervalMs: 50 });
    const firstSuccess = successesAfter(restarted)[0]!.at - restarted;

    const duringCrash = outcomes.filter((o) => o.sentAt > crashed && o.at <= restarted);
    expect(new Set(duringCrash.map((o) => o.status))).toEqual(new Set([504]));
    expect(firstSuccess).toBeLessThan(20_000);
    console.log(
      `tasting service killed: ${duringCrash.length} answers, all 504; first save ${firstSuccess} ms after it restarted`,
    );
  });

  it('lost no acknowledged save: every 201 is a row in Postgres', async () => {
    writing = false;
    await Promise.all(writers);
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM tasting.tastings');
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // A save whose answer was lost to a fault may have committed: never more rows than attempts.
      expect(stored.size - acknowledged.length).toBeLessThanOrEqual(outcomes.filter((o) => o.status !== 201).length);
      console.log(`${acknowledged.length} acknowledged saves, ${stored.size} rows`);
    } finally {
      await db.end();
    }
  });
});
