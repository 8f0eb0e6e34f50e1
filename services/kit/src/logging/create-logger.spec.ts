import { inSpan, SpanKind, startTracing } from '../tracing';
import { runWithCorrelationId } from './correlation';
import { createLogger } from './create-logger';

startTracing('logger-test');

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('createLogger', () => {
  it('adds the current correlation id to every line logged inside the scope, across awaits', async () => {
    const { lines, destination } = capture();
    const log = createLogger('probe', { level: 'info', destination });
    await runWithCorrelationId('corr-1', async () => {
      log.info('before');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info({ step: 2 }, 'after');
    });
    log.info('outside');
    expect(lines.map((l) => [l.msg, l.correlationId])).toEqual([
      ['before', 'corr-1'],
      ['after', 'corr-1'],
      ['outside', undefined],
    ]);
    expect(lines[1]).toMatchObject({ name: 'probe', level: 'info', step: 2 });
  });

  it('adds the active span’s trace_id and span_id (issue 25 §6), none outside a span', async () => {
    const { lines, destination } = capture();
    const log = createLogger('probe', { level: 'info', destination });
    let ids: { traceId: string; spanId: string } | undefined;
    await inSpan('logged', SpanKind.INTERNAL, async (span) => {
      ids = span.spanContext();
      log.info('inside');
    });
    log.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: ids!.traceId, span_id: ids!.spanId });
    expect(ids!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('drops lines below its level', () => {
    const { lines, destination } = capture();
    const log = createLogger('probe', { level: 'warn', destination });
    log.info('quiet');
    log.warn('loud');
    expect(lines.map((l) => l.msg)).toEqual(['loud']);
  });
});
