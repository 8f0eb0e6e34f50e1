import type { Redis } from 'ioredis';

/** Resolves once the connection is ready (at once if it already is). */
export function waitUntilConnected(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => connection.once('ready', () => resolve()));
}
