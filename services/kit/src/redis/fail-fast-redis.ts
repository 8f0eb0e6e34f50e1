import { Redis } from 'ioredis';

/**
 * A Redis connection for data a service keeps beside its database (counts, snapshots) that fails fast
 * while Redis is down (no offline queue, one retry), so a change errors out rather than committing with
 * stale Redis data. Resolves once connected.
 */
export async function connectFailFastRedis(url: string, connectionName: string): Promise<Redis> {
  const redis = new Redis(url, { connectionName, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  await new Promise((ready) => redis.once('ready', ready));
  return redis;
}

/** Closes a connection politely, or at once when Redis no longer answers. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
