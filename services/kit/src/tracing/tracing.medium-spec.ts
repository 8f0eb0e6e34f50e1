import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { event, rpc } from '@sorsi/proto';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { BaseEnvSchema, DatabaseEnvSchema } from '../env';
import { currentCorrelationId } from '../logging';
import { defineService, runService } from '../service';
import { createTestDatabase, eventually, redisTestEnv, type RedisTestEnv, type TestDatabase } from '../testing';
import { BullmqClient } from '../transport';
import { inSpan, SpanKind, startTracing, traceIncomingRequest } from '.';

jest.setTimeout(30_000);

const exporter = new InMemorySpanExporter();
startTracing('kit-test', { spanProcessors: [new SimpleSpanProcessor({ exporter })] });

const Lookup = rpc(
  'tasting',
  'tasting.traceLookup',
  z.object({}),
  z.object({ now: z.string(), correlationId: z.string() }),
  {
    actor: 'optional',
  },
);
const Looked = event('tasting.traceLooked', z.object({ id: z.string() }), ['tasting']);
const handled: string[] = [];

@Controller()
class LookupHandlers {
  constructor(private readonly db: DataSource) {}

  @MessagePattern(Lookup.pattern)
  async lookup() {
    const [row] = (await this.db.query('SELECT now()::text AS now')) as { now: string }[];
    return { now: row!.now, correlationId: currentCorrelationId()! };
  }

  @EventPattern(Looked.name)
  async looked({ id }: { id: string }) {
    await this.db.query('SELECT 1');
    handled.push(id);
  }
}

@Module({ controllers: [LookupHandlers] })
class LookupModule {}

/** Issue 12 §1: one trace from the edge's request span through the queue hop to the handler's queries. */
describe('traces across the queue hop', () => {
  let db: TestDatabase;
  let redis: RedisTestEnv;
  let app: INestMicroservice;
  let client: BullmqClient;

  beforeAll(async () => {
    [db, redis] = await Promise.all([
      createTestDatabase({ schema: 'kit_trace', entities: [], migrations: [] }),
      redisTestEnv(),
    ]);
    const definition = defineService({
      service: 'tasting',
      env: BaseEnvSchema.extend(DatabaseEnvSchema.shape),
      database: { schema: 'kit_trace', entities: [], migrations: [] },
      module: () => LookupModule,
      contracts: [Lookup],
      events: [Looked],
    });
    app = await runService(definition, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.redisUrl,
      QUEUE_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
    });
    client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix, events: [Looked] });
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await redis?.cleanup();
    await db?.drop();
  });

  const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
  const named = (spans: ReadableSpan[], name: string) => spans.find((s) => s.name === name)!;
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  it('puts the request, the call, its handling and the handler’s query in one trace, each under the one before', async () => {
    const request = traceIncomingRequest('GET', {});
    let reply: { now: string; correlationId: string } | undefined;
    await new Promise<void>((done) =>
      request.run(() => {
        void client
          .call(Lookup, {}, { actor: null, correlationId: request.traceId })
          .then((answer) => (reply = answer))
          .finally(done);
      }),
    );
    request.end(200, '/api/lookup');
    await eventually(() => spansOf(request.traceId).some((s) => s.name === 'handle tasting.traceLookup'));
    const spans = spansOf(request.traceId);
    const edge = named(spans, 'HTTP GET /api/lookup');
    const call = named(spans, 'rpc tasting.traceLookup');
    const handling = named(spans, 'handle tasting.traceLookup');
    const query = spans.find((s) => s.name === 'pg.query' && String(s.attributes['db.query.text']).includes('now()'))!;
    expect([call.kind, handling.kind, query.kind]).toEqual([SpanKind.CLIENT, SpanKind.SERVER, SpanKind.CLIENT]);
    expect(parentOf(call)).toBe(edge.spanContext().spanId);
    expect(parentOf(handling)).toBe(call.spanContext().spanId);
    expect(parentOf(query)).toBe(handling.spanContext().spanId);
    expect(handling.attributes['sorsi.outcome']).toBe('ok');
    // The service's log lines carry the same id as the trace.
    expect(reply?.correlationId).toBe(request.traceId);
  });

  it('carries an event’s trace from its publisher to its handler', async () => {
    const id = randomUUID();
    let traceId = '';
    await inSpan('work', SpanKind.INTERNAL, async (span) => {
      traceId = span.spanContext().traceId;
      await client.publish(Looked, { id }, { correlationId: traceId });
    });
    await eventually(() => handled.includes(id) && spansOf(traceId).some((s) => s.name === `event ${Looked.name}`));
    const spans = spansOf(traceId);
    expect(parentOf(named(spans, `event ${Looked.name}`))).toBe(
      named(spans, `publish ${Looked.name}`).spanContext().spanId,
    );
  });
});
