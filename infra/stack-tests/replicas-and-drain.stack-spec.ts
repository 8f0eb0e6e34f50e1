import { BullmqClient } from '@sorsi/kit';
import { eventually, freePort, loadStackModule, type RunningStack, TestBrowser } from '@sorsi/kit/testing';
import { pingOf, RUNNING_SERVICES, rpcQueueName } from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from './support';

// Issue 12 §3, on one machine: replicas of a service share its queue (each call handled once, by any),
// and a replica stopped with SIGTERM finishes what it took and takes nothing more, so under steady load
// no request fails while every service is restarted one replica at a time.
jest.setTimeout(240_000);

const AI_REPLICAS = 3;
const CALLS = 300;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The replica names the stack runner gives: ai-1, ai-2, … */
const replicaNames = (service: string, count: number) => Array.from({ length: count }, (_, i) => `${service}-${i + 1}`);

describe('replicas and draining (issue 12 §3)', () => {
  let stack: RunningStack;
  let databaseUrl: string;
  let dropDatabase: (url: string) => Promise<void>;
  let queuePrefix: string;
  let client: BullmqClient;
  const output: string[] = [];
  const browser = new TestBrowser();

  beforeAll(async () => {
    const stackModule = await loadStackModule();
    dropDatabase = stackModule.dropDatabase;
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_replicas_${runId}`);
    queuePrefix = `sorsi-replicas-${runId}`;
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix,
      // Two of every service, so one can stop while the other serves; more of the AI service.
      replicas: Object.fromEntries(RUNNING_SERVICES.map((name) => [name, name === 'ai' ? AI_REPLICAS : 2])),
      extraEnv: { LOG_LEVEL: 'info', RATE_LIMIT_API_PER_MIN: '1000000', RATE_LIMIT_AI_PER_MIN: '1000000' },
    });
    stack = await stackModule.startStack(config, { output: (line) => output.push(line), timeoutMs: 120_000 });
    client = new BullmqClient({ redisUrl, prefix: queuePrefix });
    await browser.signIn(stack.publicUrl, { email: 'replicas@sorsi.test', givenName: 'Rep' });
    const terms = await browser.fetch(`${stack.publicUrl}/api/tos/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(terms.status).toBe(200);
  });

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  /** Log lines of one process that mention `text`. */
  const linesOf = (processName: string, text: string) =>
    output.filter((line) => line.startsWith(`[${processName}] `) && line.includes(text));

  it(`hands each of ${CALLS} AI calls to exactly one of ${AI_REPLICAS} replicas, every replica taking a share`, async () => {
    const ids = Array.from({ length: CALLS }, (_, i) => `replica-call-${i}-${randomBytes(3).toString('hex')}`);
    await Promise.all(
      ids.map((correlationId) => client.call(pingOf('ai'), {}, { actor: null, correlationId, timeoutMs: 30_000 })),
    );
    // Each handled call is one 'rpc' log line carrying its correlation id, in the replica that answered.
    await eventually(() => ids.every((id) => output.some((line) => line.includes(id))), { timeoutMs: 10_000 });
    const shares = replicaNames('ai', AI_REPLICAS).map(
      (replica) => ids.filter((id) => linesOf(replica, id).length > 0).length,
    );
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(CALLS);
    for (const id of ids)
      expect(output.filter((line) => line.includes(id) && line.includes('"msg":"rpc"'))).toHaveLength(1);
    for (const share of shares) expect(share).toBeGreaterThan(0);
    console.log(`AI replicas' shares of ${CALLS} calls: ${shares.join(', ')}`);
  });

  it('loses no request while each service is restarted one replica at a time with SIGTERM', async () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const loop = async (call: () => Promise<Response>, name: string) => {
      while (running) {
        const response = await call().catch((error: Error) => ({ status: 0, statusText: error.message }) as Response);
        if (response.status >= 200 && response.status < 300) answered++;
        else failures.push(`${name} ${response.status}`);
        await response.arrayBuffer?.().catch(() => undefined);
      }
    };
    const list = () => browser.fetch(`${stack.publicUrl}/api/wine-tastings?skipConversation=true`);
    const ask = () =>
      browser.fetch(`${stack.publicUrl}/api/taste`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'What goes with mushroom risotto?' }] }),
      });
    const loops = [loop(list, 'list'), loop(list, 'list'), loop(ask, 'taste'), loop(ask, 'taste')];
    try {
      await eventually(() => answered >= 20, { timeoutMs: 30_000 });
      for (const service of RUNNING_SERVICES) {
        const replica = `${service}-1`;
        const before = answered;
        const restartsBefore = linesOf(replica, 'service is taking work').length;
        await stack.kill(replica, 'SIGTERM');
        // The other replica serves meanwhile.
        await eventually(() => answered >= before + 10, { timeoutMs: 30_000 });
        stack.restart(replica);
        await eventually(() => linesOf(replica, 'service is taking work').length > restartsBefore, {
          timeoutMs: 30_000,
        });
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failures).toEqual([]);
    // Nothing was left half done: no request job is still active on any service's queue.
    for (const service of RUNNING_SERVICES) {
      const queue = new Queue(rpcQueueName(service), { connection: { url: redisUrl }, prefix: queuePrefix });
      try {
        await eventually(async () => (await queue.getActiveCount()) === 0, { timeoutMs: 10_000 });
      } finally {
        await queue.close();
      }
    }
    console.log(`${answered} requests answered, none failed, while every service restarted a replica`);
  });
});
