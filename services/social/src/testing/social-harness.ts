import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, runService } from '@sorsi/kit';
import {
  accountOf,
  createTestDatabase,
  redisTestEnv,
  type RedisTestEnv,
  type StandInService,
  startStandInService,
  type TestDatabase,
} from '@sorsi/kit/testing';
import {
  type Actor,
  AppError,
  AuthRpc,
  type CreateExperienceRequest,
  eventQueueName,
  ModerationRpc,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
  type SocialEvents,
} from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { service as socialService } from '../service';
import { socialDatabase } from '../social-database';

export interface Person {
  id: string;
  username: string;
  actor: Actor;
}

/**
 * The social service running on its own database and Redis prefix, a client calling it as anyone, and
 * direct SQL for the facts other services would have told it (people, deactivations) and for checks.
 */
export interface SocialHarness {
  pool: Pool;
  /** The media store the service deletes photos from (a temporary directory). */
  mediaDir: string;
  client: BullmqClient;
  /**
   * The moderation service's check, answered here (social's tests are about what social does with each
   * verdict; the check itself is the moderation service's): everything is published unless scripted.
   */
  moderation: StandInService<typeof ModerationRpc>;
  /**
   * The auth service, asked only when social's projection does not know a person accepted the terms:
   * it answers from `termsAcceptedInAuth` (people whose acceptance has not reached social yet).
   */
  auth: StandInService<typeof AuthRpc>;
  termsAcceptedInAuth: Set<string>;
  /** A person social knows from auth's events (inserted directly), terms accepted unless said otherwise. */
  person(username?: string, options?: { termsAccepted?: boolean }): Promise<Person>;
  call<C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null): Promise<RpcReply<C>>;
  /** The code of the AppError a call fails with. */
  failure<C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null): Promise<string>;
  follow(follower: Person, followee: Person): Promise<void>;
  block(blocker: Person, blocked: Person): Promise<void>;
  setDeactivated(person: Person, deactivated: boolean): Promise<void>;
  /** The names (and data) of the events published to the notification service so far. */
  notifications(): Promise<Array<{ name: string; data: Record<string, unknown> }>>;
  close(): Promise<void>;
}

export async function startSocialHarness(): Promise<SocialHarness> {
  const [db, redis]: [TestDatabase, RedisTestEnv] = await Promise.all([
    createTestDatabase(socialDatabase),
    redisTestEnv(),
  ]);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'sorsi-social-media-'));
  const app: INestMicroservice = await runService(socialService, {
    MEDIA_DIR: mediaDir,
    DATABASE_URL: db.url,
    REDIS_URL: redis.redisUrl,
    QUEUE_PREFIX: redis.prefix,
    LOG_LEVEL: process.env.SOCIAL_TEST_LOG ?? 'silent',
  });
  const moderation = await startStandInService({
    service: 'moderation',
    redisUrl: redis.redisUrl,
    prefix: redis.prefix,
    contracts: ModerationRpc,
    handlers: { check: () => ({ outcome: 'published' as const }) },
  });
  const termsAcceptedInAuth = new Set<string>();
  const auth = await startStandInService({
    service: 'auth',
    redisUrl: redis.redisUrl,
    prefix: redis.prefix,
    contracts: AuthRpc,
    handlers: {
      getUser: (_data, actor) => accountOf(actor!.userId, { termsAccepted: termsAcceptedInAuth.has(actor!.userId) }),
    },
  });
  const client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix, defaultTimeoutMs: 10_000 });
  const pool = new Pool({ connectionString: db.url, max: 4 });
  const notificationEvents = new Queue(eventQueueName('notification'), {
    connection: { url: redis.redisUrl },
    prefix: redis.prefix,
  });
  let people = 0;
  const call = <C extends RpcContract>(contract: C, data: RpcRequest<C>, as: Person | null) =>
    client.call(contract, data, { actor: as?.actor ?? null, correlationId: randomUUID() });
  return {
    pool,
    mediaDir,
    client,
    moderation,
    auth,
    termsAcceptedInAuth,
    async person(username = `wine_lover_${++people}`, { termsAccepted = true } = {}) {
      const id = randomUUID();
      await pool.query(
        `INSERT INTO social.people (id, username, first_name, last_name, terms_accepted, updated_at)
         VALUES ($1, $2, $3, 'Rossi', $4, now())`,
        [id, username, username.replace(/_\d+$/, ''), termsAccepted],
      );
      return { id, username, actor: { userId: id, isAdmin: false } };
    },
    call,
    async failure(contract, data, as) {
      try {
        await call(contract, data, as);
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
      throw new Error(`${contract.pattern} succeeded`);
    },
    async follow(follower, followee) {
      await pool.query('INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2)', [
        follower.id,
        followee.id,
      ]);
    },
    async block(blocker, blocked) {
      await pool.query('INSERT INTO social.blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, blocked.id]);
    },
    async setDeactivated(person, deactivated) {
      await pool.query('UPDATE social.people SET deactivated = $2 WHERE id = $1', [person.id, deactivated]);
    },
    async notifications() {
      const jobs = await notificationEvents.getJobs();
      return jobs
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((job) => ({ name: job.data.name as keyof typeof SocialEvents, data: job.data.data }));
    },
    async close() {
      await notificationEvents.close();
      await pool.end();
      await client.close();
      await app.close();
      await moderation.close();
      await auth.close();
      await redis.cleanup();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A post as `social.createExperience` takes it: public, text only, unless told otherwise. */
export const aPost = (summary: string, fields: Partial<CreateExperienceRequest> = {}): CreateExperienceRequest => ({
  summary,
  imageUrl: null,
  visibility: 'public',
  wines: [],
  location: null,
  feeling: null,
  tags: [],
  ...fields,
});
