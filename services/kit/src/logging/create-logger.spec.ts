import { runWithCorrelationId } from './correlation';
import { createLogger } from './create-logger';

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

  it('drops lines below its level', () => {
    const { lines, destination } = capture();
    const log = createLogger('probe', { level: 'warn', destination });
    log.info('quiet');
    log.warn('loud');
    expect(lines.map((l) => l.msg)).toEqual(['loud']);
  });
});
