import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** Redis for one test file: its own key prefix on a shared server, and a cleanup that deletes its keys. */
export interface RedisTestEnv {
  readonly redisUrl: string;
  /** Unique per call: pass it as the BullMQ prefix so parallel test files never see each other's queues. */
  readonly prefix: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

/**
 * Its own key prefix on the run's Redis: jest's global setup climbs the datastore ladder
 * (infra/datastores/ladder.mjs) once per run and hands its URL to every worker as REDIS_URL.
 */
export async function redisTestEnv(): Promise<RedisTestEnv> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl)
    throw new Error("REDIS_URL is not set: jest's global setup (infra/datastores/jest-global-setup.mjs) sets it");
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  return { redisUrl, prefix, cleanup: () => deleteKeys(redisUrl, prefix) };
}

/** Deletes every key under a prefix: a test's or a benchmark run's clean-up. */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A TCP proxy in front of Redis that a test can cut and restore: a real outage for the clients
 * behind it, while the shared Redis server (which other tests use) keeps running.
 */
export interface RedisOutageProxy {
  /** Redis URL that goes through the proxy. */
  readonly redisUrl: string;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisOutageProxy(targetUrl: string): Promise<RedisOutageProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server = createProxyServer();
  const port = await listen(server, 0);

  function createProxyServer(): net.Server {
    return net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const restore = async () => {
    server = createProxyServer();
    await listen(server, port);
  };
  const rest = target.username || target.password ? `${target.username}:${target.password}@` : '';
  return {
    redisUrl: `redis://${rest}127.0.0.1:${port}${target.pathname}`,
    cut,
    restore,
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}
