import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, runService } from '@sorsi/kit';
import {
  accountOf,
  createTestDatabase,
  eventually,
  redisTestEnv,
  type RedisTestEnv,
  type StandInService,
  startStandInService,
  type TestDatabase,
} from '@sorsi/kit/testing';
import {
  type Actor,
  AppError,
  AuthEvents,
  AuthRpc,
  eventQueueName,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
  type ServiceName,
  SocialRpc,
} from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { moderationDatabase } from '../moderation-database';
import { service as moderationService } from '../service';

export interface Person {
  id: string;
  username: string;
  email: string;
  actor: Actor;
}

/**
 * The moderation service on its own database and Redis prefix, with the services it asks answered here
 * over the real transport: social (what a reporter sees of a target) and auth (names for admins, and who
 * is an admin now). What
 * a decision publishes is read from the subscribers' event queues.
 */
export interface ModerationHarness {
  pool: Pool;
  mediaDir: string;
  social: StandInService<typeof SocialRpc>;
  auth: StandInService<typeof AuthRpc>;
  /** A person; `admin` is both what the auth stand-in answers and the envelope's flag, until setAdmin. */
  person(username: string, options?: { admin?: boolean }): Person;
  /** What auth now answers about the person's admin rights (their envelope's flag stays as it was). */
  setAdmin(person: Person, admin: boolean): void;
  /** From now on auth says the person has not accepted the terms. */
  refuseTerms(person: Person): void;
  call<C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null): Promise<RpcReply<C>>;
  failure<C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null): Promise<AppError>;
  /**
   * Auth's `user.deleted` for the person, as the auth service publishes it (its event id unless another is
   * given, as a resend under a new delivery would be); resolves once the service has handled it.
   */
  publishUserDeleted(userId: string, eventId?: string): Promise<void>;
  /** The events published so far to a subscriber's queue, oldest first. */
  eventsTo(service: ServiceName): Promise<Array<{ name: string; data: Record<string, unknown> }>>;
  close(): Promise<void>;
}

export async function startModerationHarness(env: Record<string, string> = {}): Promise<ModerationHarness> {
  const [db, redis]: [TestDatabase, RedisTestEnv] = await Promise.all([
    createTestDatabase(moderationDatabase),
    redisTestEnv(),
  ]);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'sorsi-moderation-media-'));
  const people = new Map<string, Person>();
  const admins = new Set<string>();
  const termsRefused = new Set<string>();
  const transport = { redisUrl: redis.redisUrl, prefix: redis.prefix };
  const auth = await startStandInService({
    service: 'auth',
    ...transport,
    contracts: AuthRpc,
    handlers: {
      contacts: ({ ids }) =>
        ids.flatMap((id) => {
          const person = people.get(id);
          return person ? [{ id, username: person.username, email: person.email }] : [];
        }),
      rights: (_request, actor) => ({ isAdmin: actor !== null && admins.has(actor.userId) }),
      // Filing a report asks auth whether the terms are accepted (moderation keeps no projection of them).
      getUser: (_request, actor) => accountOf(actor!.userId, { termsAccepted: !termsRefused.has(actor!.userId) }),
    },
  });
  const social = await startStandInService({ service: 'social', ...transport, contracts: SocialRpc });
  const app: INestMicroservice = await runService(moderationService, {
    MEDIA_DIR: mediaDir,
    DATABASE_URL: db.url,
    REDIS_URL: redis.redisUrl,
    QUEUE_PREFIX: redis.prefix,
    LOG_LEVEL: process.env.MODERATION_TEST_LOG ?? 'silent',
    ...env,
  });
  const client = new BullmqClient({ ...transport, defaultTimeoutMs: 10_000 });
  const pool = new Pool({ connectionString: db.url, max: 4 });
  const queues = new Map<ServiceName, Queue>();
  /** A service's event queue, as its subscriber reads it. */
  const eventQueue = (service: ServiceName): Queue => {
    let queue = queues.get(service);
    if (!queue) {
      queue = new Queue(eventQueueName(service), { connection: { url: redis.redisUrl }, prefix: redis.prefix });
      queues.set(service, queue);
    }
    return queue;
  };
  const call = <C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null) =>
    client.call(contract, data, { actor: as?.actor ?? null, correlationId: randomUUID() });
  return {
    pool,
    mediaDir,
    social,
    auth,
    person(username, { admin = false } = {}) {
      const id = randomUUID();
      const person = { id, username, email: `${username}@example.com`, actor: { userId: id, isAdmin: admin } };
      people.set(id, person);
      if (admin) admins.add(id);
      return person;
    },
    setAdmin(person, admin) {
      if (admin) admins.add(person.id);
      else admins.delete(person.id);
    },
    refuseTerms(person) {
      termsRefused.add(person.id);
    },
    call,
    async failure(contract, data, as) {
      try {
        await call(contract, data, as);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      throw new Error(`${contract.pattern} succeeded`);
    },
    async publishUserDeleted(userId, eventId = `user-deleted-${userId}`) {
      await client.publish(AuthEvents.userDeleted, { userId }, { correlationId: randomUUID(), eventId });
      const events = eventQueue('moderation');
      await eventually(async () => {
        const state = await events.getJobState(eventId);
        if (state === 'failed') throw new Error(`${eventId} failed: ${(await events.getJob(eventId))?.failedReason}`);
        return state === 'completed';
      });
    },
    async eventsTo(service) {
      const jobs = await eventQueue(service).getJobs();
      return jobs
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((job) => ({ name: job.data.name, data: job.data.data }));
    },
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await pool.end();
      await client.close();
      await app.close();
      await Promise.all([social.close(), auth.close()]);
      await redis.cleanup();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
