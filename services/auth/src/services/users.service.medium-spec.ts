import { randomUUID } from 'node:crypto';
import { BullmqClient, createDataSource, EventOutbox } from '@sorsi/kit';
import {
  createTestDatabase,
  eventually,
  redisTestEnv,
  type RedisOutageProxy,
  type RedisTestEnv,
  startRedisOutageProxy,
  type TestDatabase,
} from '@sorsi/kit/testing';
import { AppError, AuthEvents, eventQueueName, type OidcProfile, type User, userSnapshotKey } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { authDatabase } from '../auth-database';
import { UsersRepository } from '../repositories/users.repository';
import { AdminEmails } from './admin-emails';
import { UserEvents } from './user-events';
import { UserSnapshots } from './user-snapshots';
import { UsersService } from './users.service';

const ISSUER = 'https://idp.example';

let subjects = 0;
function profile(overrides: Partial<OidcProfile> = {}): OidcProfile {
  return {
    issuer: ISSUER,
    subject: `subject-${++subjects}`,
    email: 'anna.rossi@example.com',
    firstName: 'Anna',
    lastName: 'Rossi',
    profileImageUrl: 'https://images.example/anna.png',
    ...overrides,
  };
}

describe('UsersService (real Postgres and Redis)', () => {
  let redis: RedisTestEnv;
  let db: TestDatabase;
  let dataSource: DataSource;
  let client: BullmqClient;
  let outbox: EventOutbox;
  /** Where user.updated lands (social) and where user.deleted lands (tasting, among others). */
  let socialEvents: Queue;
  let tastingEvents: Queue;
  let snapshotRedis: Redis;

  const service = (admins: string[] = []) =>
    new UsersService(
      new UsersRepository(dataSource.manager),
      new UserEvents(outbox),
      new AdminEmails(admins),
      new UserSnapshots(snapshotRedis, redis.prefix),
    );
  /** What the gateway would read for the user. */
  const snapshot = async (userId: string): Promise<User | string | null> => {
    const stored = await snapshotRedis.get(userSnapshotKey(redis.prefix, userId));
    return stored?.startsWith('{') ? (JSON.parse(stored) as User) : stored;
  };

  const eventsIn = async (queue: Queue) =>
    (await queue.getJobs()).map((job) => ({ id: job.id, name: job.data.name, data: job.data.data }));

  const appError = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected an AppError');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return { code: error.code, message: error.message };
      },
    );

  beforeAll(async () => {
    db = await createTestDatabase(authDatabase);
    dataSource = await createDataSource({ ...authDatabase, url: db.url });
    redis = await redisTestEnv();
    const { redisUrl, prefix } = redis;
    client = new BullmqClient({ redisUrl, prefix });
    outbox = new EventOutbox(dataSource, client, { schema: 'auth', events: Object.values(AuthEvents) });
    snapshotRedis = new Redis(redisUrl);
    socialEvents = new Queue(eventQueueName('social'), { connection: { url: redisUrl }, prefix });
    tastingEvents = new Queue(eventQueueName('tasting'), { connection: { url: redisUrl }, prefix });
  });

  afterAll(async () => {
    await Promise.all([socialEvents.close(), tastingEvents.close(), client.close(), snapshotRedis.quit()]);
    await redis.cleanup();
    await dataSource.destroy();
    await db.drop();
  });

  describe('signIn', () => {
    it('creates a user from the profile, with a username from the email, needing the terms', async () => {
      const user = await service().signIn(profile({ email: 'Marco.Bianchi@example.com', firstName: 'Marco' }));
      expect(user).toMatchObject({
        email: 'Marco.Bianchi@example.com',
        username: 'marco_bianchi',
        firstName: 'Marco',
        lastName: 'Rossi',
        isAdmin: false,
        needsTos: true,
      });
      expect(await eventsIn(socialEvents)).toContainEqual(
        expect.objectContaining({
          name: 'user.updated',
          data: expect.objectContaining({ id: user.id, username: 'marco_bianchi', firstName: 'Marco' }),
        }),
      );
    });

    it('finds the same person again and refreshes email and avatar, without a new event when nothing public changed', async () => {
      const first = profile({ email: 'luca@example.com' });
      const created = await service().signIn(first);
      const before = (await eventsIn(socialEvents)).length;
      const again = await service().signIn({ ...first, email: 'luca@new.example' });
      expect(again).toMatchObject({ id: created.id, email: 'luca@new.example', username: 'luca' });
      expect(await eventsIn(socialEvents)).toHaveLength(before);

      const newAvatar = await service().signIn({ ...first, profileImageUrl: 'https://images.example/luca2.png' });
      expect(newAvatar.profileImageUrl).toBe('https://images.example/luca2.png');
      expect(await eventsIn(socialEvents)).toHaveLength(before + 1);
    });

    it('gives concurrent newcomers with the same email name distinct usernames', async () => {
      const users = await Promise.all(
        Array.from({ length: 8 }, () => service().signIn(profile({ email: 'giulia@example.com' }))),
      );
      expect(users.map((user) => user.username).sort()).toEqual([
        'giulia',
        'giulia2',
        'giulia3',
        'giulia4',
        'giulia5',
        'giulia6',
        'giulia7',
        'giulia8',
      ]);
    });

    it('creates one user when the same person signs in several times at once', async () => {
      const same = profile({ email: 'paolo@example.com' });
      const users = await Promise.all(Array.from({ length: 5 }, () => service().signIn(same)));
      expect(new Set(users.map((user) => user.id)).size).toBe(1);
      const rows = await dataSource.query('SELECT count(*)::int AS n FROM auth.users WHERE oidc_subject = $1', [
        same.subject,
      ]);
      expect(rows).toEqual([{ n: 1 }]);
    });

    it('makes listed emails admins, checked again at each sign-in', async () => {
      const boss = profile({ email: 'Boss@Example.com' });
      expect((await service(['boss@example.com']).signIn(boss)).isAdmin).toBe(true);
      expect((await service([]).signIn(boss)).isAdmin).toBe(false);
      expect((await service(['boss@example.com']).signIn(boss)).isAdmin).toBe(true);
    });

    it('keeps names the person edited here, but refreshes names they never edited', async () => {
      const person = profile({ email: 'sara@example.com', firstName: 'Sara', lastName: 'Neri' });
      const created = await service().signIn(person);
      await service().signIn({ ...person, lastName: 'Neri-Verdi' });
      expect((await service().getUser(created.id)).lastName).toBe('Neri-Verdi');

      await service().updateProfile(created.id, { firstName: 'Sarah' });
      const later = await service().signIn({ ...person, firstName: 'S.', lastName: 'Verdi' });
      expect(later).toMatchObject({ firstName: 'Sarah', lastName: 'Neri-Verdi' });
    });
  });

  describe('getUser', () => {
    it('answers NOT_FOUND for an unknown id', async () => {
      expect(await appError(service().getUser(randomUUID()))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    });
  });

  describe('updateProfile', () => {
    it('changes names and username and tells the projections', async () => {
      const user = await service().signIn(profile({ email: 'elena@example.com' }));
      const updated = await service().updateProfile(user.id, {
        firstName: 'Elena',
        lastName: '',
        username: 'elena_wine',
      });
      expect(updated).toMatchObject({ firstName: 'Elena', lastName: null, username: 'elena_wine' });
      expect(await eventsIn(socialEvents)).toContainEqual(
        expect.objectContaining({
          name: 'user.updated',
          data: expect.objectContaining({ id: user.id, username: 'elena_wine', lastName: null }),
        }),
      );
    });

    it('keeps a bio (blank clears it) and tells the projections, which show it on profiles', async () => {
      const user = await service().signIn(profile({ email: 'bio@example.com' }));
      expect(await service().updateProfile(user.id, { bio: 'Nebbiolo, mostly.' })).toMatchObject({
        bio: 'Nebbiolo, mostly.',
      });
      expect(await eventsIn(socialEvents)).toContainEqual(
        expect.objectContaining({ name: 'user.updated', data: expect.objectContaining({ bio: 'Nebbiolo, mostly.' }) }),
      );
      expect((await service().updateProfile(user.id, { bio: '' })).bio).toBeNull();
    });

    it('answers CONFLICT for a taken username and changes nothing', async () => {
      const owner = await service().signIn(profile({ email: 'taken@example.com' }));
      const other = await service().signIn(profile({ email: 'other@example.com' }));
      expect(await appError(service().updateProfile(other.id, { username: owner.username, firstName: 'X' }))).toEqual({
        code: 'CONFLICT',
        message: 'Username is already taken',
      });
      expect(await service().getUser(other.id)).toMatchObject({ username: 'other', firstName: 'Anna' });
    });

    it('lets exactly one of two people racing for a free username have it', async () => {
      const [a, b] = await Promise.all([
        service().signIn(profile({ email: 'racer.a@example.com' })),
        service().signIn(profile({ email: 'racer.b@example.com' })),
      ]);
      const results = await Promise.allSettled([
        service().updateProfile(a.id, { username: 'podium' }),
        service().updateProfile(b.id, { username: 'podium' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0]!.reason).toMatchObject({ code: 'CONFLICT' });
    });

    it('keeps one’s own username without a conflict', async () => {
      const user = await service().signIn(profile({ email: 'self@example.com' }));
      await expect(service().updateProfile(user.id, { username: user.username })).resolves.toMatchObject({
        username: user.username,
      });
    });
  });

  describe('acceptTos', () => {
    it('records the first acceptance and keeps it on repeats', async () => {
      const user = await service().signIn(profile({ email: 'terms@example.com' }));
      expect((await service().acceptTos(user.id)).needsTos).toBe(false);
      const [{ first }] = await dataSource.query('SELECT tos_accepted_at AS first FROM auth.users WHERE id = $1', [
        user.id,
      ]);
      expect((await service().acceptTos(user.id)).needsTos).toBe(false);
      const [{ again }] = await dataSource.query('SELECT tos_accepted_at AS again FROM auth.users WHERE id = $1', [
        user.id,
      ]);
      expect(again).toEqual(first);
    });
  });

  describe("the gateway's snapshot of each user (issue 7 §1)", () => {
    it('holds the user as every change leaves it, before the call answers', async () => {
      const user = await service().signIn(profile({ email: 'snap@example.com' }));
      expect(await snapshot(user.id)).toEqual(user);
      const accepted = await service().acceptTos(user.id);
      expect(await snapshot(user.id)).toEqual(accepted);
      const renamed = await service().updateProfile(user.id, { firstName: 'Snap' });
      expect(await snapshot(user.id)).toEqual(renamed);
    });

    it('is rebuilt by getUser when missing', async () => {
      const user = await service().signIn(profile({ email: 'rebuilt@example.com' }));
      await snapshotRedis.del(userSnapshotKey(redis.prefix, user.id));
      expect(await snapshot(user.id)).toBeNull();
      expect(await snapshot((await service().getUser(user.id)).id)).toEqual(user);
    });

    it('becomes a tombstone on deactivation that a late getUser cannot overwrite, until the next sign-in', async () => {
      const person = profile({ email: 'tomb@example.com' });
      const user = await service().signIn(person);
      await service().deactivate(user.id);
      expect(await snapshot(user.id)).toBe('gone');
      // As a getUser that read the row just before the deactivation committed would write it.
      await new UserSnapshots(snapshotRedis, redis.prefix).remember(user);
      expect(await snapshot(user.id)).toBe('gone');
      const back = await service().signIn(person);
      expect(await snapshot(user.id)).toEqual(back);
    });

    it('becomes a tombstone on deletion', async () => {
      const user = await service().signIn(profile({ email: 'gone@example.com' }));
      await service().deleteAccount(user.id, 'DELETE MY ACCOUNT');
      expect(await snapshot(user.id)).toBe('gone');
    });
  });

  describe('deactivate', () => {
    it('hides the account until its owner signs in again', async () => {
      const person = profile({ email: 'dormant@example.com' });
      const user = await service().signIn(person);
      await service().acceptTos(user.id);
      await service().deactivate(user.id);
      expect(await appError(service().getUser(user.id))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await appError(service().updateProfile(user.id, { firstName: 'Z' }))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await appError(service().deactivate(user.id))).toMatchObject({ code: 'NOT_FOUND' });

      const back = await service().signIn(person);
      expect(back).toMatchObject({ id: user.id, username: user.username, needsTos: false });
      await expect(service().getUser(user.id)).resolves.toMatchObject({ id: user.id });
    });
  });

  describe('deleteAccount', () => {
    it('changes nothing when the phrase is not exactly right', async () => {
      const user = await service().signIn(profile({ email: 'careful@example.com' }));
      for (const phrase of ['delete my account', 'DELETE MY ACCOUNT ', '']) {
        expect(await appError(service().deleteAccount(user.id, phrase))).toEqual({
          code: 'VALIDATION',
          message: 'Invalid Confirmation',
        });
      }
      await expect(service().getUser(user.id)).resolves.toMatchObject({ id: user.id });
      expect((await eventsIn(tastingEvents)).filter((e) => e.data.userId === user.id)).toEqual([]);
    });

    it('erases the user, publishes user.deleted once, and the same sign-in later is a new user', async () => {
      const person = profile({ email: 'leaving@example.com' });
      const user = await service().signIn(person);
      await service().acceptTos(user.id);
      await service().deleteAccount(user.id, 'DELETE MY ACCOUNT');

      expect(await appError(service().getUser(user.id))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await appError(service().deleteAccount(user.id, 'DELETE MY ACCOUNT'))).toMatchObject({
        code: 'NOT_FOUND',
      });
      const deletions = (await eventsIn(tastingEvents)).filter(
        (e) => e.name === 'user.deleted' && e.data.userId === user.id,
      );
      expect(deletions).toEqual([{ id: `user-deleted-${user.id}`, name: 'user.deleted', data: { userId: user.id } }]);

      const reborn = await service().signIn(person);
      expect(reborn.id).not.toBe(user.id);
      expect(reborn).toMatchObject({ username: 'leaving', needsTos: true });
    });
  });
  describe('while the queue’s Redis is out between the commit and the publish (issue 20 §7)', () => {
    let proxy: RedisOutageProxy;
    let cutOffClient: BullmqClient;
    let cutOffOutbox: EventOutbox;

    beforeAll(async () => {
      proxy = await startRedisOutageProxy(redis.redisUrl);
      cutOffClient = new BullmqClient({ redisUrl: proxy.redisUrl, prefix: redis.prefix });
      cutOffOutbox = new EventOutbox(dataSource, cutOffClient, {
        schema: 'auth',
        events: Object.values(AuthEvents),
        resendIntervalMs: 100,
        leftOverAfterMs: 0,
      });
    });

    afterAll(async () => {
      await cutOffOutbox.onApplicationShutdown();
      await cutOffClient.close();
      await proxy.close();
    });

    const cutOffService = () =>
      new UsersService(
        new UsersRepository(dataSource.manager),
        new UserEvents(cutOffOutbox),
        new AdminEmails([]),
        new UserSnapshots(snapshotRedis, redis.prefix),
      );

    it('answers a deactivation and a deletion as done, and publishes their events once Redis is back', async () => {
      const [dormant, leaving] = [
        await cutOffService().signIn(profile({ email: 'dormant.outage@example.com' })),
        await cutOffService().signIn(profile({ email: 'leaving.outage@example.com' })),
      ];
      await proxy.cut();
      await eventually(() => cutOffClient.unwrap<{ commands: Redis }>().commands.status !== 'ready');

      await expect(cutOffService().deactivate(dormant.id)).resolves.toBeUndefined();
      await expect(cutOffService().deleteAccount(leaving.id, 'DELETE MY ACCOUNT')).resolves.toBeUndefined();
      expect(await appError(service().getUser(leaving.id))).toMatchObject({ code: 'NOT_FOUND' });
      const held = await dataSource.query('SELECT name FROM auth.outbox ORDER BY position');
      expect(held.map((row: { name: string }) => row.name)).toEqual(['user.deactivated', 'user.deleted']);

      await proxy.restore();
      cutOffOutbox.onApplicationBootstrap();
      await eventually(async () => (await tastingEvents.getJob(`user-deleted-${leaving.id}`)) !== undefined, {
        timeoutMs: 20_000,
      });
      const deactivations = (await eventsIn(socialEvents)).filter(
        (e) => e.name === 'user.deactivated' && e.data.userId === dormant.id,
      );
      expect(deactivations).toHaveLength(1);
      // Acknowledged: the round deletes what it published.
      await eventually(async () => (await dataSource.query('SELECT 1 FROM auth.outbox')).length === 0);
    });
  });
});
