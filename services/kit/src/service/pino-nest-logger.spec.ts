import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { createLogger } from '../logging';
import { PinoNestLogger } from './pino-nest-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: new PinoNestLogger(createLogger('auth', { level: 'trace', destination })) };
}

describe('PinoNestLogger', () => {
  afterEach(() => Logger.overrideLogger(true));

  it('writes Nest log calls as pino JSON with their context', () => {
    const { lines, logger } = capture();
    Logger.overrideLogger(logger);
    new Logger('InstanceLoader').log('AuthModule dependencies initialized');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        name: 'auth',
        context: 'InstanceLoader',
        msg: 'AuthModule dependencies initialized',
      }),
    ]);
  });

  it('keeps the stack Nest passes with an error, and maps verbose to trace', () => {
    const { lines, logger } = capture();
    logger.error('Handler failed', 'Error: boom\n    at somewhere', 'RpcHandler');
    logger.verbose('details', 'RpcHandler');
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Handler failed',
      context: 'RpcHandler',
      stack: 'Error: boom\n    at somewhere',
    });
    expect(lines[1]).toMatchObject({ level: 'trace', msg: 'details', context: 'RpcHandler' });
  });

  it('logs an Error object with its message and serialised error', () => {
    const { lines, logger } = capture();
    logger.error(new Error('pool ended'));
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'pool ended',
      err: expect.objectContaining({ message: 'pool ended' }),
    });
  });
});
