import { loggerOptions } from '@sorsi/kit';
import fastify from 'fastify';
import { Writable } from 'node:stream';
import pino from 'pino';
import { logRequests, noteServerError } from './request-logging';

/** A logger whose lines a test reads back (parsed). */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(loggerOptions('gateway', 'info'), destination), lines };
}

async function appLogging(slowMs?: number) {
  const { logger, lines } = capturedLogger();
  const child = jest.spyOn(logger, 'child');
  const app = fastify();
  app.addHook('onResponse', logRequests(logger, slowMs));
  app.get('/api/wine-tastings/:id', async () => ({ ok: true }));
  app.get('/api/broken', async (_request, reply) => {
    noteServerError(reply, new Error('the database went away'));
    return reply.status(500).send({ error: 'Internal error' });
  });
  return { app, lines, child };
}

// Issue 22: one line per request from the one logger (no logger per request); errors and slow ones in full.
describe('the access log', () => {
  it('writes one line per request, the address without ids or query values, and makes no child logger', async () => {
    const { app, lines, child } = await appLogging();
    await app.inject({ method: 'GET', url: '/api/wine-tastings/0b5c1d2e-3f4a-4b6c-8d9e-0f1a2b3c4d5e?query=secret' });
    await app.inject({ method: 'GET', url: '/api/wine-tastings/0b5c1d2e-3f4a-4b6c-8d9e-0f1a2b3c4d5f' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/wine-tastings/:id?query' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      correlationId: expect.any(String),
    });
    expect(lines[0]).not.toHaveProperty('err');
    expect(child).not.toHaveBeenCalled();
    await app.close();
  });

  it('logs a server error in full: the error with its stack, the route and the client', async () => {
    const { app, lines } = await appLogging();
    await app.inject({ method: 'GET', url: '/api/broken', headers: { 'user-agent': 'Probe/1.0' } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'request errored',
        res: { statusCode: 500 },
        route: '/api/broken',
        userAgent: 'Probe/1.0',
        err: expect.objectContaining({ message: 'the database went away', stack: expect.stringContaining('Error') }),
      }),
    ]);
    await app.close();
  });

  it('logs a request slower than the threshold in full, as a warning', async () => {
    const { app, lines } = await appLogging(0);
    await app.inject({ method: 'GET', url: '/api/wine-tastings/0b5c1d2e-3f4a-4b6c-8d9e-0f1a2b3c4d5e' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'request slow', route: '/api/wine-tastings/:id' }),
    ]);
    await app.close();
  });
});
