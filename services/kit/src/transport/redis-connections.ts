import type { ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';

/** How long a disconnect waits for the socket to close before destroying it (ioredis: 2 s). */
const DISCONNECT_TIMEOUT_MS = 200;

/**
 * Delay before each reconnection attempt: soon after a blip, at most 2 s apart during an outage.
 * (BullMQ's own default grows to 20 s, which would leave workers idle long after Redis is back.)
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(attempt * 100, 2000);
}

/**
 * For a caller's commands (adding jobs): while Redis is down they fail at once instead of waiting in
 * ioredis' offline queue, so an RPC fails fast with UNAVAILABLE (the gateway answers 503).
 */
export function createFailFastConnection(redisUrl: string, connectionName: string): Redis {
  return new Redis(redisUrl, {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelayMs,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  });
}

/**
 * For a reply channel. Its owner SUBSCRIBEs on every 'ready' itself (instead of ioredis' silent
 * auto-resubscribe), so it knows when replies can arrive again.
 */
export function createSubscriberConnection(redisUrl: string, connectionName: string): Redis {
  return new Redis(redisUrl, {
    connectionName,
    autoResubscribe: false,
    retryStrategy: reconnectDelayMs,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  });
}

/** For BullMQ Workers, whose blocking commands must wait out an outage (BullMQ requires `maxRetriesPerRequest: null`). */
export function workerConnectionOptions(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null, retryStrategy: reconnectDelayMs };
}

/** QUIT when connected (pending replies arrive first), else just drop the socket and stop reconnecting. */
export async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    const quit = await connection.quit().catch(() => undefined);
    if (quit === 'OK') return;
  }
  connection.disconnect();
}
