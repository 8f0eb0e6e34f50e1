import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, type BullmqClientInternals, runService } from '@sorsi/kit';
import { createTestDatabase, eventually, redisTestEnv, type RedisTestEnv, type TestDatabase } from '@sorsi/kit/testing';
import {
  type Actor,
  AuthEvents,
  type EventContract,
  type EventData,
  ModerationEvents,
  NotificationRpc,
  NotificationSchema,
  SocialEvents,
  unreadCountKey,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { notificationDatabase } from './notification-database';
import { service } from './service';

jest.setTimeout(60_000);

/**
 * The notification service as it runs (two replicas competing for the queues, real Postgres and Redis),
 * fed through the event contracts and called through the RPC contracts the gateway uses.
 */
describe('notification service', () => {
  let db: TestDatabase;
  let redisEnv: RedisTestEnv;
  let replicas: INestMicroservice[];
  let client: BullmqClient;
  let redis: Redis;
  let sql: Client;

  beforeAll(async () => {
    [db, redisEnv] = await Promise.all([createTestDatabase(notificationDatabase), redisTestEnv()]);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redisEnv.redisUrl,
      QUEUE_PREFIX: redisEnv.prefix,
      LOG_LEVEL: 'silent',
    };
    replicas = [await runService(service, env), await runService(service, env)];
    client = new BullmqClient({ redisUrl: redisEnv.redisUrl, prefix: redisEnv.prefix, defaultTimeoutMs: 10_000 });
    redis = new Redis(redisEnv.redisUrl);
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    redis?.disconnect();
    await client?.close();
    for (const replica of replicas ?? []) await replica.close();
    await redisEnv?.cleanup();
    await db?.drop();
  });

  // ---------------------------------------------------------------------------------------------
  // Helpers: people, events with their time, and waiting until the queue has handled them
  // ---------------------------------------------------------------------------------------------

  let clock = Date.parse('2026-01-01T00:00:00Z');
  /** A strictly later event time each call (events carry their `at`). */
  const tick = () => new Date((clock += 1000)).toISOString();
  const ctx = (actor: Actor) => ({ actor, correlationId: randomUUID() });

  interface Person extends Actor {
    username: string;
  }
  async function person(firstName: string | null = 'Ana', lastName: string | null = 'Lima'): Promise<Person> {
    const userId = randomUUID();
    const username = `user_${userId.slice(0, 8)}`;
    await deliver([AuthEvents.userUpdated, named({ userId, username }, firstName, lastName, tick())]);
    return { userId, isAdmin: false, username };
  }
  const named = (
    p: { userId: string; username: string },
    firstName: string | null,
    lastName: string | null,
    at: string,
  ) => ({
    id: p.userId,
    username: p.username,
    firstName,
    lastName,
    profileImageUrl: null,
    bio: null,
    termsAccepted: true,
    updatedAt: at,
  });

  type Delivery<C extends EventContract = EventContract> = [C, EventData<C>, string?];
  const events = () => client.unwrap<BullmqClientInternals>().queues.get('events.notification');
  /** How many distinct events were published: the queue has handled them all once this many completed. */
  let published = 0;
  /** Publishes the events (an optional third element fixes the event id) and waits until all are handled. */
  async function deliver(...deliveries: Delivery[]): Promise<void> {
    const expected = (published += new Set(deliveries.map(([, , id], i) => id ?? `fresh-${i}`)).size);
    await Promise.all(
      deliveries.map(([contract, data, eventId]) =>
        client.publish(contract, data, { correlationId: randomUUID(), ...(eventId ? { eventId } : {}) }),
      ),
    );
    const queue = events()!;
    await eventually(async () => (await queue.getCompletedCount()) + (await queue.getFailedCount()) >= expected, {
      timeoutMs: 30_000,
    });
    expect(await queue.getFailedCount()).toBe(0);
  }

  const follow = (from: Person, to: Person, at = tick()): Delivery => [
    SocialEvents.followed,
    { followerId: from.userId, followeeId: to.userId, at },
  ];
  const unfollow = (from: Person, to: Person, at = tick()): Delivery => [
    SocialEvents.unfollowed,
    { followerId: from.userId, followeeId: to.userId, at },
  ];
  const like = (from: Person, author: Person, experienceId: string, at = tick()): Delivery => [
    SocialEvents.liked,
    { likerId: from.userId, authorId: author.userId, experienceId, at },
  ];
  const unlike = (from: Person, author: Person, experienceId: string, at = tick()): Delivery => [
    SocialEvents.unliked,
    { likerId: from.userId, authorId: author.userId, experienceId, at },
  ];
  const comment = (
    from: Person,
    author: Person,
    experienceId: string,
    commentId = randomUUID(),
    at = tick(),
  ): Delivery => [
    SocialEvents.commented,
    { commentId, commenterId: from.userId, authorId: author.userId, experienceId, excerpt: 'Lovely pick', at },
  ];
  const block = (blocker: Person, blocked: Person, at = tick()): Delivery => [
    SocialEvents.blocked,
    { blockerId: blocker.userId, blockedId: blocked.userId, at },
  ];
  const unblock = (blocker: Person, blocked: Person, at = tick()): Delivery => [
    SocialEvents.unblocked,
    { blockerId: blocker.userId, blockedId: blocked.userId, at },
  ];

  const list = async (who: Person, limit = 100) => (await client.call(NotificationRpc.list, { limit }, ctx(who))).items;
  const messages = async (who: Person) => (await list(who)).map((n) => n.message);
  /** The count as the gateway reads it: the Redis key itself. */
  const badge = async (who: Person) => {
    const stored = await redis.get(unreadCountKey(redisEnv.prefix, who.userId));
    return stored === null ? null : Number(stored);
  };
  /** The count recomputed from Postgres, to hold the Redis one against. */
  const recounted = async (who: Person) => {
    const { rows } = await sql.query(
      'SELECT count(*)::int AS n FROM notification.visible_notifications WHERE recipient_id = $1 AND NOT is_read',
      [who.userId],
    );
    return rows[0].n as number;
  };

  // ---------------------------------------------------------------------------------------------

  it('announces a follow, a like and a comment with the actor’s names, newest first, and counts them', async () => {
    const [bea, ana] = [await person('Bea', 'Costa'), await person('Ana', 'Lima')];
    const post = randomUUID();
    await deliver(follow(ana, bea));
    await deliver(like(ana, bea, post));
    await deliver(comment(ana, bea, post));

    const items = await list(bea);
    for (const item of items) NotificationSchema.parse(item);
    expect(
      items.map(({ type, message, targetType, targetId, isRead }) => ({ type, message, targetType, targetId, isRead })),
    ).toEqual([
      {
        type: 'comment',
        message: 'Ana Lima commented on your experience: "Lovely pick"',
        targetType: 'experience',
        targetId: post,
        isRead: false,
      },
      {
        type: 'like',
        message: 'Ana Lima liked your experience',
        targetType: 'experience',
        targetId: post,
        isRead: false,
      },
      { type: 'follow', message: 'Ana Lima started following you', targetType: null, targetId: null, isRead: false },
    ]);
    expect(items[0]!.actor).toEqual({
      id: ana.userId,
      username: ana.username,
      firstName: 'Ana',
      lastName: 'Lima',
      profileImageUrl: null,
    });
    expect(await badge(bea)).toBe(3);
    await expect(client.call(NotificationRpc.unreadCount, {}, ctx(bea))).resolves.toEqual({ count: 3 });
    expect(await list(ana)).toEqual([]);
  });

  it('shows renames on existing notifications, and ignores an update older than the names it has', async () => {
    const [bea, ana] = [await person(), await person('Ana', 'Lima')];
    await deliver(follow(ana, bea));
    const renamedAt = tick();
    await deliver([AuthEvents.userUpdated, named(ana, 'Anna', 'Lima-Reis', renamedAt)]);
    await deliver([
      AuthEvents.userUpdated,
      named(ana, 'Old', 'Name', new Date(Date.parse(renamedAt) - 500).toISOString()),
    ]);
    expect(await messages(bea)).toEqual(['Anna Lima-Reis started following you']);
    await deliver([AuthEvents.userUpdated, named(ana, null, null, tick())]);
    expect(await messages(bea)).toEqual([`${ana.username} started following you`]);
  });

  it('announces nothing for acting on one’s own post, and once per event and per fact', async () => {
    const [bea, ana] = [await person(), await person()];
    const post = randomUUID();
    const eventId = randomUUID();
    await deliver(like(bea, bea, post), comment(bea, bea, post));
    await deliver(follow(ana, bea, tick()), follow(ana, bea, tick()));
    const liked = like(ana, bea, post);
    await deliver([liked[0], liked[1], eventId], [liked[0], liked[1], eventId]);
    expect((await list(bea)).map((n) => n.type)).toEqual(['like', 'follow']);
    expect(await badge(bea)).toBe(2);
  });

  it('removes the notification of an undone like or follow, and brings a new one with a new like', async () => {
    const [bea, ana] = [await person(), await person()];
    const post = randomUUID();
    await deliver(follow(ana, bea));
    await deliver(like(ana, bea, post));
    expect(await badge(bea)).toBe(2);
    await deliver(unlike(ana, bea, post));
    await deliver(unfollow(ana, bea));
    expect(await list(bea)).toEqual([]);
    expect(await badge(bea)).toBe(0);
    await deliver(like(ana, bea, post));
    expect((await list(bea)).map((n) => n.type)).toEqual(['like']);
  });

  it('lets an undo that arrives before what it undoes win (ordered by at, tombstones kept)', async () => {
    const [bea, ana] = [await person(), await person()];
    const post = randomUUID();
    const commentId = randomUUID();
    const [likedAt, unlikedAt, followedAt, unfollowedAt, commentedAt, removedAt] = [
      tick(),
      tick(),
      tick(),
      tick(),
      tick(),
      tick(),
    ];
    await deliver(unlike(ana, bea, post, unlikedAt), unfollow(ana, bea, unfollowedAt), [
      SocialEvents.commentRemoved,
      { commentId, authorId: bea.userId, at: removedAt },
    ]);
    await deliver(
      like(ana, bea, post, likedAt),
      follow(ana, bea, followedAt),
      comment(ana, bea, post, commentId, commentedAt),
    );
    expect(await list(bea)).toEqual([]);
    expect(await badge(bea)).toBe(0);
  });

  it('takes nothing back when an event is delivered again after its undo (a resend, a replayed job)', async () => {
    const [bea, ana] = [await person(), await person()];
    const post = randomUUID();
    const commentId = randomUUID();
    const done = [follow(ana, bea), like(ana, bea, post), comment(ana, bea, post, commentId), block(bea, ana)];
    await deliver(...done);
    await deliver(unfollow(ana, bea), unlike(ana, bea, post), unblock(bea, ana), [
      SocialEvents.commentRemoved,
      { commentId, authorId: bea.userId, at: tick() },
    ]);
    expect(await list(bea)).toEqual([]);
    // The same events again, under new deliveries (new event ids, their original times).
    await deliver(...done);
    expect(await list(bea)).toEqual([]);
    expect(await badge(bea)).toBe(0);
    // Not blocked any more: a new like (a later time) is announced.
    await deliver(like(ana, bea, post));
    expect((await list(bea)).map((n) => n.type)).toEqual(['like']);
  });

  it('removes the notifications of a removed comment; keeps a removed post’s saying so; takes no late ones about it', async () => {
    const [bea, ana, cid] = [await person(), await person(), await person()];
    const [post, other] = [randomUUID(), randomUUID()];
    const commentId = randomUUID();
    await deliver(
      like(ana, bea, post),
      comment(cid, bea, post, commentId),
      comment(ana, bea, post),
      like(ana, bea, other),
    );
    expect(await badge(bea)).toBe(4);
    await deliver([SocialEvents.commentRemoved, { commentId, authorId: bea.userId, at: tick() }]);
    expect(await badge(bea)).toBe(3);
    await deliver([SocialEvents.experienceRemoved, { experienceId: post, authorId: bea.userId, at: tick() }]);
    const afterRemoval = [
      { targetType: 'experience', targetId: other, message: 'Ana Lima liked your experience' },
      {
        targetType: null,
        targetId: null,
        message: 'Ana Lima commented on your experience, which has since been removed: "Lovely pick"',
      },
      { targetType: null, targetId: null, message: 'Ana Lima liked your experience, which has since been removed' },
    ].map((n) => expect.objectContaining(n));
    expect(await list(bea)).toEqual(afterRemoval);
    await deliver(like(cid, bea, post));
    expect(await list(bea)).toEqual(afterRemoval);
    expect(await badge(bea)).toBe(3);
  });

  it('hides notifications between blocked people both ways, shows them again on unblock, announces none while blocked', async () => {
    const [bea, ana, cid] = [await person(), await person(), await person()];
    const [beasPost, anasPost] = [randomUUID(), randomUUID()];
    await deliver(like(ana, bea, beasPost), like(bea, ana, anasPost), like(cid, bea, beasPost));
    await deliver(block(bea, ana));
    expect((await list(bea)).map((n) => n.actor?.id)).toEqual([cid.userId]);
    expect(await list(ana)).toEqual([]);
    expect([await badge(bea), await badge(ana)]).toEqual([1, 0]);
    await expect(
      client.call(NotificationRpc.markRead, { id: (await hiddenIds(ana))[0]! }, ctx(ana)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await deliver(follow(ana, bea));
    await deliver(unblock(bea, ana));
    expect((await list(bea)).map((n) => [n.type, n.actor?.id])).toEqual([
      ['like', cid.userId],
      ['like', ana.userId],
    ]);
    expect([await badge(bea), await badge(ana)]).toEqual([2, 1]);

    // A block that happened after the like (by `at`) hides it even when the like arrives last.
    const blockedAt = tick();
    await deliver(block(ana, bea, blockedAt));
    await deliver(like(ana, bea, randomUUID(), new Date(Date.parse(blockedAt) - 100).toISOString()));
    expect((await list(bea)).map((n) => n.actor?.id)).toEqual([cid.userId]);
    // An unblock older than the block it would undo changes nothing.
    await deliver(unblock(ana, bea, new Date(Date.parse(blockedAt) - 50).toISOString()));
    expect(await badge(bea)).toBe(1);
  });

  async function hiddenIds(who: Person): Promise<string[]> {
    const { rows } = await sql.query('SELECT id FROM notification.notifications WHERE recipient_id = $1', [who.userId]);
    return rows.map((row: { id: string }) => row.id);
  }

  it('hides a deactivated person’s notifications until they come back, whatever order the two arrive in', async () => {
    const [bea, dan, ana] = [await person(), await person(), await person()];
    await deliver(follow(dan, bea), follow(ana, bea), follow(dan, ana));
    const [deactivatedAt, reactivatedAt] = [tick(), tick()];
    await deliver([AuthEvents.userDeactivated, { userId: dan.userId, at: deactivatedAt }]);
    expect((await list(bea)).map((n) => n.actor?.id)).toEqual([ana.userId]);
    expect([await badge(bea), await badge(ana)]).toEqual([1, 0]);
    await deliver([AuthEvents.userReactivated, { userId: dan.userId, at: reactivatedAt }]);
    expect([await badge(bea), await badge(ana)]).toEqual([2, 1]);
    // A deactivation older than the reactivation, arriving late, changes nothing.
    await deliver([
      AuthEvents.userDeactivated,
      { userId: dan.userId, at: new Date(Date.parse(reactivatedAt) - 1).toISOString() },
    ]);
    expect(await badge(bea)).toBe(2);
  });

  it('erases everything of and about a deleted person, and takes nothing of theirs afterwards', async () => {
    const [bea, gone, ana] = [await person(), await person(), await person()];
    const post = randomUUID();
    await deliver(follow(gone, bea), like(gone, bea, post), follow(ana, gone), follow(ana, bea), block(gone, ana));
    expect(await badge(gone)).toBe(0);
    await deliver([AuthEvents.userDeleted, { userId: gone.userId }]);
    expect((await list(bea)).map((n) => n.actor?.id)).toEqual([ana.userId]);
    expect(await badge(bea)).toBe(1);
    expect(await badge(gone)).toBeNull();
    await deliver(follow(gone, ana), [AuthEvents.userUpdated, named(gone, 'Back', 'Again', tick())]);
    expect(await list(ana)).toEqual([]);
    const { rows } = await sql.query(
      `SELECT (SELECT count(*) FROM notification.notifications WHERE $1 IN (actor_id, recipient_id))::int AS notifications,
              (SELECT count(*) FROM notification.people WHERE user_id = $1)::int AS people,
              (SELECT count(*) FROM notification.event_versions
               WHERE subject_hash = sha256(convert_to($1::text, 'UTF8')) AND NOT present AND at = 'infinity')::int AS tombstone`,
      [gone.userId],
    );
    expect(rows[0]).toEqual({ notifications: 0, people: 0, tombstone: 1 });
    // Versions keep hashes only: nothing readable names the erased person.
    const versions = await sql.query('SELECT * FROM notification.event_versions');
    expect(JSON.stringify(versions.rows)).not.toContain(gone.userId);
  });

  describe('the trust issue’s event rules (issue 26 §3): duplicates, disorder, erased accounts', () => {
    /** Every row that names the person, in the notifications and in the people the service knows. */
    const rowsNaming = async (who: Person) =>
      (
        await sql.query(
          `SELECT (SELECT count(*) FROM notification.notifications WHERE $1 IN (actor_id, recipient_id))::int AS notifications,
                  (SELECT count(*) FROM notification.people WHERE user_id = $1)::int AS people`,
          [who.userId],
        )
      ).rows[0];

    it('applies an undo delivered again, and a removal delivered again, once', async () => {
      const [bea, ana] = [await person(), await person()];
      const [liked, other] = [randomUUID(), randomUUID()];
      await deliver(like(ana, bea, liked), like(ana, bea, other), follow(ana, bea));
      expect(await badge(bea)).toBe(3);
      const undo = unlike(ana, bea, liked);
      const removed: Delivery = [
        SocialEvents.experienceRemoved,
        { experienceId: other, authorId: bea.userId, at: tick() },
      ];
      // Each twice under one event id (one job), then again under new deliveries (the handlers run again).
      await deliver(
        [...undo, 'unlike-1'] as Delivery,
        [...undo, 'unlike-1'] as Delivery,
        [...removed, 'removed-1'] as Delivery,
      );
      await deliver(undo, removed);
      // The follow, and the like of the removed post saying so (it cannot be opened).
      expect((await list(bea)).map((n) => [n.type, n.targetId])).toEqual([
        ['follow', null],
        ['like', null],
      ]);
      expect(await badge(bea)).toBe(2);
      expect(await badge(bea)).toBe(await recounted(bea));
    });

    it('lets an unblock that arrives before its block win, and announces what comes after it', async () => {
      const [bea, ana] = [await person(), await person()];
      const [blockedAt, unblockedAt] = [tick(), tick()];
      await deliver(like(ana, bea, randomUUID()));
      await deliver(unblock(bea, ana, unblockedAt));
      await deliver(block(bea, ana, blockedAt));
      expect((await list(bea)).map((n) => n.actor?.id)).toEqual([ana.userId]);
      await deliver(follow(ana, bea));
      expect((await list(bea)).map((n) => n.type)).toEqual(['follow', 'like']);
      expect(await badge(bea)).toBe(2);
    });

    it('takes nothing about a post whose removal arrived before anything else about it', async () => {
      const [bea, ana] = [await person(), await person()];
      const post = randomUUID();
      const [likedAt, commentedAt] = [tick(), tick()];
      await deliver([SocialEvents.experienceRemoved, { experienceId: post, authorId: bea.userId, at: tick() }]);
      // Done before the removal, delivered after it (a retried job, a slow replica).
      await deliver(like(ana, bea, post, likedAt), comment(ana, bea, post, randomUUID(), commentedAt));
      await deliver(follow(ana, bea));
      expect((await list(bea)).map((n) => n.type)).toEqual(['follow']);
      expect(await badge(bea)).toBe(1);
    });

    it('keeps nothing of events about an erased account, whoever they are addressed to', async () => {
      const [gone, ana] = [await person(), await person()];
      const post = randomUUID();
      await deliver(follow(ana, gone));
      expect(await rowsNaming(gone)).toEqual({ notifications: 1, people: 1 });
      await deliver([AuthEvents.userDeleted, { userId: gone.userId }, `user-deleted-${gone.userId}`]);
      expect(await rowsNaming(gone)).toEqual({ notifications: 0, people: 0 });

      await deliver(
        like(ana, gone, post),
        comment(ana, gone, post),
        block(gone, ana),
        [AuthEvents.userDeactivated, { userId: gone.userId, at: tick() }],
        [
          ModerationEvents.reportResolved,
          {
            reportId: 9001,
            reporterId: gone.userId,
            ownerId: ana.userId,
            targetType: 'experience',
            targetId: randomUUID(),
            experienceId: null,
            excerpt: null,
            action: 'dismiss',
            reason: 'spam',
            at: tick(),
          },
        ],
      );
      // The deletion once more, as auth's outbox would resend it.
      await deliver([AuthEvents.userDeleted, { userId: gone.userId }]);
      expect(await rowsNaming(gone)).toEqual({ notifications: 0, people: 0 });
      expect(await badge(gone)).toBeNull();
      expect(await list(ana)).toEqual([]);
    });
  });

  it('tells a reporter the outcome and the author a removal with its reason, once, as notices from Sorsi', async () => {
    const [reporter, author] = [await person('Rita'), await person('Omar')];
    const experienceId = randomUUID();
    const decided = (reportId: number, action: 'remove_content' | 'dismiss', targetType: 'comment' | 'experience') => ({
      reportId,
      reporterId: reporter.userId,
      ownerId: author.userId,
      targetType,
      targetId: randomUUID(),
      experienceId,
      excerpt: targetType === 'comment' ? 'You are all fools' : null,
      action,
      reason: 'harassment' as const,
      at: tick(),
    });
    const removal = decided(1, 'remove_content', 'comment');
    await deliver(
      [ModerationEvents.reportResolved, removal, 'decided-1'],
      [ModerationEvents.reportResolved, removal, 'decided-1'],
    );
    await deliver([ModerationEvents.reportResolved, decided(2, 'dismiss', 'experience')]);
    expect(await list(reporter)).toEqual([
      expect.objectContaining({
        type: 'other',
        actor: null,
        message: 'The post you reported was reviewed and left up',
        targetId: experienceId,
      }),
      expect.objectContaining({
        type: 'other',
        message: 'The comment “You are all fools” you reported was removed',
        targetType: 'experience',
      }),
    ]);
    expect(await messages(author)).toEqual(['Your comment “You are all fools” was removed: Harassment or hate']);
    expect([await badge(reporter), await badge(author)]).toEqual([2, 1]);
    for (const notice of await list(reporter)) expect(NotificationSchema.parse(notice)).toEqual(notice);
  });

  it('pages newest first without repeats, and refuses a forged cursor', async () => {
    const bea = await person();
    const fans = await Promise.all(Array.from({ length: 25 }, () => person()));
    const at = tick();
    // Half share one `at`: ties are broken by id, so pages neither skip nor repeat.
    await deliver(...fans.map((fan, i) => follow(fan, bea, i % 2 === 0 ? at : tick())));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.call(NotificationRpc.list, { limit: 10, ...(cursor ? { cursor } : {}) }, ctx(bea));
      seen.push(...page.items.map((n) => n.id));
      const times = page.items.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    await expect(client.call(NotificationRpc.list, { limit: 10, cursor: 'forged' }, ctx(bea))).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('marks one’s own notification read (anyone else’s is NOT_FOUND), then all', async () => {
    const [bea, ana, cid] = [await person(), await person(), await person()];
    await deliver(follow(ana, bea), follow(cid, bea), follow(bea, ana));
    const [first] = await list(bea);
    await expect(client.call(NotificationRpc.markRead, { id: first!.id }, ctx(ana))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notification not found',
    });
    await expect(client.call(NotificationRpc.markRead, { id: randomUUID() }, ctx(bea))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(client.call(NotificationRpc.markRead, { id: first!.id }, ctx(bea))).resolves.toEqual({
      success: true,
    });
    expect((await list(bea)).map((n) => n.isRead)).toEqual([true, false]);
    expect(await badge(bea)).toBe(1);
    await client.call(NotificationRpc.markAllRead, {}, ctx(bea));
    expect((await list(bea)).map((n) => n.isRead)).toEqual([true, true]);
    expect([await badge(bea), await badge(ana)]).toEqual([0, 1]);
  });

  it('rebuilds a missing count from Postgres when asked', async () => {
    const [bea, ana] = [await person(), await person()];
    await deliver(follow(ana, bea));
    await redis.del(unreadCountKey(redisEnv.prefix, bea.userId));
    await expect(client.call(NotificationRpc.unreadCount, {}, ctx(bea))).resolves.toEqual({ count: 1 });
    expect(await badge(bea)).toBe(1);
    const newcomer = await person();
    await expect(client.call(NotificationRpc.unreadCount, {}, ctx(newcomer))).resolves.toEqual({ count: 0 });
    // Stored too, so the next polls of someone with no notifications at all are served from Redis.
    expect(await badge(newcomer)).toBe(0);
  });

  it('keeps the count exact while likes, unlikes, blocks, deactivations and reads race on two replicas', async () => {
    const bea = await person();
    const fans = await Promise.all(Array.from({ length: 12 }, () => person()));
    const posts = Array.from({ length: 4 }, () => randomUUID());
    const burst: Delivery[] = [];
    for (const fan of fans) for (const post of posts) burst.push(like(fan, bea, post));
    await deliver(...burst);
    expect(await badge(bea)).toBe(48);

    const [blocker, leaver, ...rest] = fans;
    const reads = (await list(bea))
      .slice(0, 10)
      .map((n) => client.call(NotificationRpc.markRead, { id: n.id }, ctx(bea)));
    const racing: Delivery[] = [
      ...rest.flatMap((fan) => [unlike(fan, bea, posts[0]!), like(fan, bea, randomUUID())]),
      block(bea, blocker!),
      [AuthEvents.userDeactivated, { userId: leaver!.userId, at: tick() }],
      ...rest.map((fan) => comment(fan, bea, posts[1]!)),
    ];
    await Promise.all([deliver(...racing), ...reads]);
    expect(await badge(bea)).toBe(await recounted(bea));
    expect(await badge(bea)).toBeGreaterThan(0);
    await client.call(NotificationRpc.markAllRead, {}, ctx(bea));
    expect(await badge(bea)).toBe(0);
  });
  it('exports what the list shows, page by page with its total, hiding those of a blocked person', async () => {
    const [bea, ana, cleo, dino] = [await person(), await person('Ana', 'Lima'), await person(), await person()];
    await deliver(follow(ana, bea), like(cleo, bea, randomUUID()), follow(dino, bea), comment(ana, dino, randomUUID()));
    await deliver(block(bea, cleo));
    const shown = await list(bea);
    expect(shown).toHaveLength(2);

    const first = await client.call(NotificationRpc.exportNotifications, { limit: 1 }, ctx(bea));
    const second = await client.call(
      NotificationRpc.exportNotifications,
      { limit: 1, cursor: first.nextCursor! },
      ctx(bea),
    );
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.items, ...second.items]).toEqual(shown);
    expect(JSON.stringify([first, second])).not.toContain(cleo.userId);
    await expect(client.call(NotificationRpc.exportNotifications, {}, ctx(cleo))).resolves.toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    await expect(
      client.call(NotificationRpc.exportNotifications, {}, { actor: null, correlationId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
