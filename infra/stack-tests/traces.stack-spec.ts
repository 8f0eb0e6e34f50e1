import { eventually, freePort, loadStackModule, type RunningStack, TestBrowser } from '@sorsi/kit/testing';
import { randomBytes } from 'node:crypto';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver';
import { testDatabaseUrl } from './support';

// Issue 12 §1: with OTEL_EXPORTER_OTLP_ENDPOINT set, every process exports its spans, and one request is
// one trace from the gateway through the queue hop into the service and its Postgres queries; the
// correlation id the response and the log lines carry is the trace id.
jest.setTimeout(180_000);

describe('one trace per request across the queue hop (issue 12 §1)', () => {
  let stack: RunningStack;
  let receiver: OtlpReceiver;
  let databaseUrl: string;
  let dropDatabase: (url: string) => Promise<void>;
  const output: string[] = [];
  const browser = new TestBrowser();

  beforeAll(async () => {
    const stackModule = await loadStackModule();
    dropDatabase = stackModule.dropDatabase;
    receiver = await startOtlpReceiver(await freePort());
    const runId = randomBytes(4).toString('hex');
    databaseUrl = testDatabaseUrl(`sorsi_traces_${runId}`);
    const config = stackModule.stackConfig({
      mode: 'production',
      gatewayPort: await freePort(),
      idpPort: await freePort(),
      databaseUrl,
      queuePrefix: `sorsi-traces-${runId}`,
      extraEnv: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' },
    });
    stack = await stackModule.startStack(config, { output: (line) => output.push(line), timeoutMs: 120_000 });
    await browser.signIn(stack.publicUrl, { email: 'traces@sorsi.test', givenName: 'Tracy' });
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('traces a tasting list from the gateway request to the tasting service’s queries', async () => {
    const response = await browser.fetch(`${stack.publicUrl}/api/wine-tastings?skipConversation=true`);
    expect(response.status).toBe(200);
    const traceId = response.headers.get('x-correlation-id')!;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const find = (service: string, name: string | RegExp) =>
      ofTrace().find(
        (span) => span.service === service && (typeof name === 'string' ? span.name === name : name.test(span.name)),
      );
    await eventually(
      () => find('sorsi-tasting', 'pg.query') !== undefined && find('sorsi-gateway', /^HTTP GET/) !== undefined,
      {
        timeoutMs: 20_000,
      },
    );
    const edge = find('sorsi-gateway', /^HTTP GET/)!;
    const call = find('sorsi-gateway', /^rpc tasting\./)!;
    const handling = find('sorsi-tasting', /^handle tasting\./)!;
    const query = ofTrace().find(
      (span) => span.service === 'sorsi-tasting' && span.parentSpanId === handling.spanId && span.name === 'pg.query',
    );
    expect(edge.name).toBe('HTTP GET /api/wine-tastings');
    expect(edge.parentSpanId).toBe('');
    expect(call.parentSpanId).toBe(edge.spanId);
    expect(handling.parentSpanId).toBe(call.spanId);
    expect(query).toBeDefined();
    // The log lines of both processes carry the trace id as their correlation id.
    expect(output.some((line) => line.startsWith('[gateway]') && line.includes(`"correlationId":"${traceId}"`))).toBe(
      true,
    );
    expect(output.some((line) => line.startsWith('[tasting]') && line.includes(`"correlationId":"${traceId}"`))).toBe(
      true,
    );
    console.log(render(ofTrace()));
  });
});

/** The trace as an indented tree (for docs/operations.md). */
function render(spans: ReceivedSpan[]): string {
  const lines: string[] = [];
  const walk = (parent: string, depth: number) => {
    for (const span of spans.filter((s) => s.parentSpanId === parent)) {
      lines.push(`${'  '.repeat(depth)}${span.name}  [${span.service}]  ${span.durationMs.toFixed(2)} ms`);
      walk(span.spanId, depth + 1);
    }
  };
  walk('', 0);
  return `trace ${spans[0]?.traceId}\n${lines.join('\n')}`;
}
