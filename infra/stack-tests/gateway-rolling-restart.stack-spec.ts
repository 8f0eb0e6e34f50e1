import { eventually, freePort, loadStackModule, type RunningStack, TestBrowser } from '@sorsi/kit/testing';
import { randomBytes } from 'node:crypto';
import { type Balancer, startRoundRobinBalancer } from './round-robin-balancer';
import { testDatabaseUrl } from './support';

// Issue 12 §3: two gateway replicas behind a balancer with readiness checks; each is stopped with
// SIGTERM and started again in turn while people list tastings and ask the sommelier. A stopping gateway
// answers readiness 503 while it still serves (SHUTDOWN_DRAIN_MS), then stops listening, finishes the
// requests it holds, and only then closes its Redis and queue connections: no request fails.
jest.setTimeout(300_000);

const EXIT_WITHIN_MS = 20_000;
const REQUEST_WITHIN_MS = 30_000;

describe('a rolling restart of the gateway (issue 12 §3)', () => {
  let stack: RunningStack;
  let balancer: Balancer;
  let databaseUrl: string;
  let dropDatabase: (url: string) => Promise<void>;
  let backendPorts: number[];
  const output: string[] = [];
  const browser = new TestBrowser();

  beforeAll(async () => {
    const stackModule = await loadStackModule();
    dropDatabase = stackModule.dropDatabase;
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_rolling_${runId}`);
    const publicPort = await freePort();
    backendPorts = [await freePort(), await freePort()];
    balancer = await startRoundRobinBalancer(publicPort, backendPorts);
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: publicPort,
      gatewayBackendPorts: backendPorts,
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix: `sorsi-rolling-${runId}`,
      extraEnv: { LOG_LEVEL: 'info', RATE_LIMIT_API_PER_MIN: '1000000', RATE_LIMIT_AI_PER_MIN: '1000000' },
      // Long enough for the balancer's next readiness check (every 100 ms) to take it out of rotation.
      processEnv: { gateway: { SHUTDOWN_DRAIN_MS: '1000' } },
    });
    stack = await stackModule.startStack(config, { output: (line) => output.push(line), timeoutMs: 120_000 });
    await browser.signIn(stack.publicUrl, { email: 'rolling@sorsi.test', givenName: 'Rolf' });
  });

  afterAll(async () => {
    await stack?.stop();
    await balancer?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const ready = async (port: number) =>
    (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status === 200;

  it('loses no request while each gateway replica is restarted with SIGTERM', async () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const loop = async (call: () => Promise<Response>, name: string) => {
      while (running) {
        const response = await call().catch((error: Error) => ({ status: 0, statusText: error.message }) as Response);
        if (response.status >= 200 && response.status < 300) answered++;
        else failures.push(`${name} ${response.status} ${response.statusText}`);
        await response.arrayBuffer?.().catch(() => undefined);
      }
    };
    // A request that never ends is a failure too, not a hung test.
    const list = () =>
      browser.fetch(`${stack.publicUrl}/api/wine-tastings?skipConversation=true`, {
        signal: AbortSignal.timeout(REQUEST_WITHIN_MS),
      });
    const ask = () =>
      browser.fetch(`${stack.publicUrl}/api/taste`, {
        signal: AbortSignal.timeout(REQUEST_WITHIN_MS),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'What goes with mushroom risotto?' }] }),
      });
    // Probes on kept-alive connections straight to each replica (as a balancer's or kubelet's): they must
    // not keep a stopping gateway from closing.
    const probe = async (port: number) => {
      while (running) {
        await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })
          .then((r) => r.arrayBuffer())
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const loops = [
      loop(list, 'list'),
      loop(list, 'list'),
      loop(ask, 'taste'),
      loop(ask, 'taste'),
      ...backendPorts.map(probe),
    ];
    try {
      await eventually(() => answered >= 20, { timeoutMs: 30_000 });
      for (const [i, port] of backendPorts.entries()) {
        const replica = `gateway-${i + 1}`;
        const before = answered;
        // The drain (1 s) and the requests it held, not a connection kept open for ever.
        const exited = await Promise.race([
          stack.kill(replica, 'SIGTERM').then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), EXIT_WITHIN_MS)),
        ]);
        if (!exited) {
          failures.push(`${replica} still running ${EXIT_WITHIN_MS} ms after SIGTERM`);
          await stack.kill(replica, 'SIGKILL');
        }
        // The other replica serves meanwhile.
        await eventually(() => answered >= before + 20, { timeoutMs: 30_000 });
        stack.restart(replica);
        await eventually(() => ready(port), { timeoutMs: 60_000, intervalMs: 200 });
      }
      // Both serve again: requests keep being answered with each back in the rotation.
      const after = answered;
      await eventually(() => answered >= after + 20, { timeoutMs: 30_000 });
    } finally {
      running = false;
      await Promise.all(loops);
    }
    // What the gateways said last, for a failure's diagnosis.
    if (failures.length > 0)
      console.log(
        output
          .filter((line) => line.startsWith('[gateway'))
          .slice(-40)
          .join(''),
      );
    expect(failures).toEqual([]);
    expect(balancer.unreachable).toBe(0);
    console.log(`${answered} requests answered, none failed, while each gateway replica restarted`);
  });
});
