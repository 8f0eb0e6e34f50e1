import { randomUUID } from 'node:crypto';
import { BullmqClient, ContentCheck, createDataSource, EventOutbox, Transactions } from '@sorsi/kit';
import {
  createTestDatabase,
  eventually,
  redisTestEnv,
  type RedisOutageProxy,
  type RedisTestEnv,
  startRedisOutageProxy,
  type TestDatabase,
} from '@sorsi/kit/testing';
import {
  ADMIN_ONLY_MESSAGE,
  AppError,
  AuthEvents,
  type ContentCheckRequest,
  type ContentVerdict,
  eventQueueName,
  type OidcProfile,
  sessionChangesChannel,
  TERMS_REQUIRED_MESSAGE,
  type User,
  type UserSnapshot,
  userSnapshotKey,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { authDatabase } from '../auth-database';
import { UsersRepository } from '../repositories/users.repository';
import { AdminEmails } from './admin-emails';
import { AdminReconciliation } from './admin-reconciliation';
import { UserEvents } from './user-events';
import { UserSnapshots } from './user-snapshots';
import { UsersService } from './users.service';

const ISSUER = 'https://idp.example';
const users = new UsersRepository();

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

/**
 * The moderation service's verdicts on profiles, scripted (the check itself is the moderation service's):
 * published unless a field says otherwise, every request kept.
 */
class ScriptedProfileCheck extends ContentCheck {
  readonly requests: ContentCheckRequest[] = [];

  async check(request: ContentCheckRequest): Promise<ContentVerdict> {
    this.requests.push(request);
    const says = (word: string) => request.fields.some((field) => field.text.includes(word));
    if (says('spam')) return { outcome: 'rejected', message: 'Links and promotions are not allowed.' };
    if (says('doubt')) return { outcome: 'held', message: 'A moderator will look at it.' };
    return { outcome: 'published' };
  }
}
const profileCheck = new ScriptedProfileCheck();

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
      new Transactions(dataSource),
      users,
      new UserEvents(outbox),
      new AdminEmails(admins),
      snapshots(),
      profileCheck,
    );
  const snapshots = () => new UserSnapshots(snapshotRedis, redis.prefix);
  /** The session-change messages published from now on. */
  const listen = async () => {
    const subscriber = new Redis(redis.redisUrl);
    const messages: Array<{ kind: string; userId: string; change: string }> = [];
    subscriber.on('message', (_channel, message: string) => messages.push(JSON.parse(message)));
    await subscriber.subscribe(sessionChangesChannel(redis.prefix));
    return { messages, close: () => subscriber.quit() };
  };
  /** What the gateway would read for the user: the user, 'gone' for a tombstone, null for none. */
  const snapshot = async (userId: string): Promise<User | 'gone' | null> => {
    const stored = await snapshotRedis.get(userSnapshotKey(redis.prefix, userId));
    if (stored === null) return null;
    const { version: _version, ...rest } = JSON.parse(stored) as UserSnapshot;
    return 'gone' in rest ? 'gone' : rest;
  };
  const storedVersion = async (userId: string): Promise<number> =>
    (JSON.parse((await snapshotRedis.get(userSnapshotKey(redis.prefix, userId)))!) as UserSnapshot).version;
  /** Signed in with the terms accepted: what others can see may be changed. */
  const member = async (email: string): Promise<User> => {
    const user = await service().signIn(profile({ email }));
    return service().acceptTos(user.id);
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
      await service().acceptTos(created.id);
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
      const user = await member('elena@example.com');
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

    it('checks names, username and bio with moderation, and refuses what it rejects or doubts, changing nothing', async () => {
      const user = await member('checked@example.com');
      await service().updateProfile(user.id, { firstName: 'Carla', bio: 'Barolo and truffles' });
      expect(profileCheck.requests.at(-1)).toEqual({
        subject: { type: 'profile', id: user.id, experienceId: null },
        authorId: user.id,
        fields: [
          { field: 'First name', text: 'Carla' },
          { field: 'Bio', text: 'Barolo and truffles' },
        ],
        imageKeys: [],
      });
      for (const changes of [{ bio: 'buy spam here' }, { lastName: 'in doubt' }]) {
        await expect(service().updateProfile(user.id, changes)).rejects.toMatchObject({ code: 'MODERATION' });
      }
      expect(await snapshot(user.id)).toMatchObject({
        firstName: 'Carla',
        lastName: 'Rossi',
        bio: 'Barolo and truffles',
      });
    });

    it('keeps a bio (blank clears it) and tells the projections, which show it on profiles', async () => {
      const user = await member('bio@example.com');
      expect(await service().updateProfile(user.id, { bio: 'Nebbiolo, mostly.' })).toMatchObject({
        bio: 'Nebbiolo, mostly.',
      });
      expect(await eventsIn(socialEvents)).toContainEqual(
        expect.objectContaining({ name: 'user.updated', data: expect.objectContaining({ bio: 'Nebbiolo, mostly.' }) }),
      );
      expect((await service().updateProfile(user.id, { bio: '' })).bio).toBeNull();
    });

    it('answers CONFLICT for a taken username and changes nothing', async () => {
      const owner = await member('taken@example.com');
      const other = await member('other@example.com');
      expect(await appError(service().updateProfile(other.id, { username: owner.username, firstName: 'X' }))).toEqual({
        code: 'CONFLICT',
        message: 'Username is already taken',
      });
      expect(await service().getUser(other.id)).toMatchObject({ username: 'other', firstName: 'Anna' });
    });

    it('lets exactly one of two people racing for a free username have it', async () => {
      const [a, b] = await Promise.all([member('racer.a@example.com'), member('racer.b@example.com')]);
      const results = await Promise.allSettled([
        service().updateProfile(a.id, { username: 'podium' }),
        service().updateProfile(b.id, { username: 'podium' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0]!.reason).toMatchObject({ code: 'CONFLICT' });
    });

    it('refuses someone who has not accepted the terms (others see names and bio), changing nothing', async () => {
      const user = await service().signIn(profile({ email: 'newcomer@example.com', firstName: 'New' }));
      const before = (await eventsIn(socialEvents)).length;
      expect(await appError(service().updateProfile(user.id, { firstName: 'Spam', bio: 'Buy now' }))).toEqual({
        code: 'FORBIDDEN',
        message: TERMS_REQUIRED_MESSAGE,
      });
      expect(await service().getUser(user.id)).toMatchObject({ firstName: 'New', bio: null });
      expect(await eventsIn(socialEvents)).toHaveLength(before);
      await service().acceptTos(user.id);
      expect((await service().updateProfile(user.id, { firstName: 'Newton' })).firstName).toBe('Newton');
    });

    it('keeps one’s own username without a conflict', async () => {
      const user = await member('self@example.com');
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
      const readBefore = (await users.findActiveById(dataSource.manager, user.id))!;
      await service().deactivate(user.id);
      expect(await snapshot(user.id)).toBe('gone');
      // As a getUser that read the row just before the deactivation committed would write it.
      await snapshots().write(readBefore, null);
      expect(await snapshot(user.id)).toBe('gone');
      const back = await service().signIn(person);
      expect(await snapshot(user.id)).toEqual(back);
    });

    it('becomes a tombstone on deletion that nothing later replaces', async () => {
      const user = await service().signIn(profile({ email: 'gone@example.com' }));
      const readBefore = (await users.findActiveById(dataSource.manager, user.id))!;
      await service().deleteAccount(user.id, 'DELETE MY ACCOUNT');
      expect(await snapshot(user.id)).toBe('gone');
      await snapshots().write({ ...readBefore, version: readBefore.version + 100 }, 'profile');
      expect(await snapshot(user.id)).toBe('gone');
    });

    it('keeps the newer of two changes whichever is written last', async () => {
      const user = await member('order@example.com');
      const older = (await users.findActiveById(dataSource.manager, user.id))!;
      const renamed = await service().updateProfile(user.id, { firstName: 'Newer' });
      await snapshots().write(older, 'profile');
      expect(await snapshot(user.id)).toEqual(renamed);
      expect(await storedVersion(user.id)).toBe(older.version + 1);
    });

    it('announces every change on the session-change channel, and a getUser refill not at all', async () => {
      const heard = await listen();
      const person = profile({ email: 'heard@example.com' });
      const user = await service().signIn(person);
      await service().acceptTos(user.id);
      await snapshotRedis.del(userSnapshotKey(redis.prefix, user.id));
      await service().getUser(user.id);
      await service().updateProfile(user.id, { bio: 'Heard' });
      await service().deactivate(user.id);
      await service().signIn(person);
      await service().deleteAccount(user.id, 'DELETE MY ACCOUNT');
      const changes = ['signed-in', 'terms', 'profile', 'deactivated', 'signed-in', 'deleted'];
      await eventually(() => heard.messages.length >= changes.length);
      expect(heard.messages).toEqual(changes.map((change) => ({ kind: 'user', userId: user.id, change })));
      await heard.close();
    });
  });

  describe('admin rights (issue 20 §5)', () => {
    const reconcile = (admins: string[]) =>
      new AdminReconciliation(new Transactions(dataSource), users, new AdminEmails(admins), snapshots()).apply();
    const contactsError = (actor: User, ids: string[]) =>
      appError(service().contacts({ userId: actor.id, isAdmin: true }, ids));

    it('are the ones ADMIN_EMAILS gives at start-up: removed and added people change at once, snapshots too', async () => {
      const listed = ['chief@example.com', 'deputy@example.com'];
      const chief = await service(listed).signIn(profile({ email: 'Chief@example.com' }));
      const deputy = await service(listed).signIn(profile({ email: 'deputy@example.com' }));
      const aide = await service([]).signIn(profile({ email: 'aide@example.com' }));
      expect([chief.isAdmin, deputy.isAdmin, aide.isAdmin]).toEqual([true, true, false]);
      // The envelope's word counts for nothing: an aide claiming admin still sees only their own email.
      expect(await contactsError(aide, [chief.id])).toEqual({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
      const heard = await listen();

      expect(await reconcile(['deputy@example.com', 'aide@example.com'])).toBeGreaterThanOrEqual(2);

      expect(await snapshot(chief.id)).toMatchObject({ isAdmin: false });
      expect(await snapshot(deputy.id)).toMatchObject({ isAdmin: true });
      expect(await snapshot(aide.id)).toMatchObject({ isAdmin: true });
      expect(await service().isAdmin(chief.id)).toBe(false);
      expect(await service().isAdmin(aide.id)).toBe(true);
      expect(await contactsError(chief, [deputy.id])).toEqual({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
      await expect(service().contacts({ userId: aide.id, isAdmin: false }, [chief.id])).resolves.toEqual([
        { id: chief.id, username: chief.username, email: chief.email },
      ]);
      await eventually(() =>
        [chief.id, aide.id].every((id) => heard.messages.some((m) => m.userId === id && m.change === 'admin')),
      );
      expect(heard.messages.filter((m) => m.userId === deputy.id)).toEqual([]);
      await heard.close();
      // The same list again changes nothing.
      expect(await reconcile(['deputy@example.com', 'aide@example.com'])).toBe(0);
    });

    it('never leaves an older snapshot over the reconciliation’s, nor a newer change under it', async () => {
      const boss = await service(['boss.order@example.com']).signIn(profile({ email: 'boss.order@example.com' }));
      await service().acceptTos(boss.id);
      const row = (await users.findActiveById(dataSource.manager, boss.id))!;
      expect(row.isAdmin).toBe(true);
      await reconcile([]);
      // A write of the row as read before the reconciliation, arriving after it: refused.
      await snapshots().write(row, 'profile');
      expect(await snapshot(boss.id)).toMatchObject({ isAdmin: false });
      // A change after it carries the reconciliation's flag.
      expect(await service().updateProfile(boss.id, { bio: 'Later' })).toMatchObject({ isAdmin: false, bio: 'Later' });
    });

    it('leave a deactivated person’s tombstone alone, and are not theirs while deactivated', async () => {
      const person = profile({ email: 'resting.admin@example.com' });
      const resting = await service(['resting.admin@example.com']).signIn(person);
      await service().deactivate(resting.id);
      expect(await service().isAdmin(resting.id)).toBe(false);
      await reconcile([]);
      expect(await snapshot(resting.id)).toBe('gone');
      expect((await service([]).signIn(person)).isAdmin).toBe(false);
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
        new Transactions(dataSource),
        users,
        new UserEvents(cutOffOutbox),
        new AdminEmails([]),
        new UserSnapshots(snapshotRedis, redis.prefix),
        profileCheck,
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
