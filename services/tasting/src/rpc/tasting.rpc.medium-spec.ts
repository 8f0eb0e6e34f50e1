import type { BullmqClient, BullmqClientInternals, LocalMediaStore } from '@sorsi/kit';
import { newMediaKey } from '@sorsi/kit';
import { eventually } from '@sorsi/kit/testing';
import {
  type Actor,
  AppError,
  AuthEvents,
  CreateTastingBodySchema,
  eventQueueName,
  ModerationEvents,
  pingOf,
  TastingListQuerySchema,
  TastingRpc,
} from '@sorsi/proto';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { startTastingHarness, type TastingHarness } from '../testing/tasting-harness';

jest.setTimeout(30_000);

/** The tasting service as it runs in production (runService, BullMQ, Postgres), called through the client. */
describe('tasting service over the queue', () => {
  let h: TastingHarness;
  let client: BullmqClient;
  /** The store the service deletes from, as the gateway would write to it. */
  let media: LocalMediaStore;
  const alice: Actor = { userId: randomUUID(), isAdmin: false };
  const bob: Actor = { userId: randomUUID(), isAdmin: false };
  const as = (actor: Actor | null) => ({ actor, correlationId: randomUUID() });

  beforeAll(async () => {
    h = await startTastingHarness();
    ({ client, media } = h);
  });

  afterAll(() => h?.close());

  /** Stores an image the way the gateway does, and answers its media URL. */
  async function storedImage(ownerId: string, kind: 'upload' | 'generated'): Promise<string> {
    const key = newMediaKey(ownerId, kind, 'webp');
    await media.put(key, Buffer.from(`image of ${ownerId}`), 'image/webp');
    return `/api/media/${key}`;
  }
  const isStored = async (url: string) => (await media.get(url.slice('/api/media/'.length))) !== null;

  it('answers ping once its database is up', async () => {
    await expect(client.call(pingOf('tasting'), {}, as(null))).resolves.toEqual({ database: 'up' });
  });

  it('saves and lists through the contracts the gateway uses', async () => {
    const saved = await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({ title: 'Barbaresco', wineType: 'Red', year: '2016', userId: bob.userId }),
      as(alice),
    );
    expect(saved).toMatchObject({ userId: alice.userId, title: 'Barbaresco', year: '2016', status: 'active' });
    const page = await client.call(
      TastingRpc.list,
      TastingListQuerySchema.parse({ skipConversation: 'true' }),
      as(alice),
    );
    expect(page.items.map((item) => item.id)).toEqual([saved.id]);
    expect(page.items[0]).not.toHaveProperty('conversation');
    expect(page.nextCursor).toBeNull();
  });

  it('checks payloads on the service side too: a bad one is VALIDATION with the field named', async () => {
    // Nest's send() skips the client-side check, as a caller with another contract version would.
    const error = await firstValueFrom(
      client.send(TastingRpc.create.pattern, { title: 'x'.repeat(61), userId: bob.userId }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION' });
    const paths = ((error as AppError).details as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['title', '']));
  });

  it("maps another user's private tasting to NOT_FOUND, and an update or delete of it too", async () => {
    const secret = await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({ title: 'Secret', visibility: 'private' }),
      as(alice),
    );
    for (const attempt of [
      client.call(TastingRpc.get, { id: secret.id }, as(bob)),
      client.call(TastingRpc.getPublic, { id: secret.id }, as(null)),
      client.call(TastingRpc.update, { id: secret.id, changes: { title: 'Mine now' } }, as(bob)),
      client.call(TastingRpc.remove, { id: secret.id }, as(bob)),
    ]) {
      await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Wine tasting not found' });
    }
    await expect(client.call(TastingRpc.get, { id: secret.id }, as(alice))).resolves.toMatchObject({ title: 'Secret' });
  });

  it('serves public tastings without a session, and everything else only with one', async () => {
    const shared = await client.call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Shared' }), as(alice));
    await expect(client.call(TastingRpc.getPublic, { id: shared.id }, as(null))).resolves.toMatchObject({
      title: 'Shared',
    });
    // The gateway never forwards a signed-out call to these; one that names nobody is a bug, refused.
    await expect(client.call(TastingRpc.get, { id: shared.id }, as(null))).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(client.call(TastingRpc.listAll, TastingListQuerySchema.parse({}), as(null))).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('erases the tastings of a deleted user, once however often the event arrives', async () => {
    const leaving: Actor = { userId: randomUUID(), isAdmin: false };
    await client.call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Goodbye' }), as(leaving));
    const remaining = async () =>
      (await client.call(TastingRpc.list, TastingListQuerySchema.parse({}), as(leaving))).items.length;
    expect(await remaining()).toBe(1);
    await client.publish(AuthEvents.userDeleted, { userId: leaving.userId }, { correlationId: randomUUID() });
    await client.publish(AuthEvents.userDeleted, { userId: leaving.userId }, { correlationId: randomUUID() });
    const events = client.unwrap<BullmqClientInternals>().queues.get('events.tasting')!;
    await eventually(async () => (await events.getCompletedCount()) === 2);
    expect(await events.getFailedCount()).toBe(0);
    expect(await remaining()).toBe(0);
  });

  it('names the authors of listed and opened tastings from user.updated, following renames, ignoring late ones', async () => {
    const author: Actor = { userId: randomUUID(), isAdmin: false };
    const person = { id: author.userId, username: 'mara', firstName: 'Mara', lastName: 'Rossi', profileImageUrl: null };
    const updated = (changes: Partial<typeof person>, updatedAt: string) =>
      client.publish(
        AuthEvents.userUpdated,
        { ...person, bio: null, termsAccepted: true, ...changes, updatedAt },
        { correlationId: randomUUID() },
      );
    const shared = await client.call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Etna' }), as(author));
    const listedAuthor = async (viewer: Actor) => {
      const page = await client.call(TastingRpc.listAll, TastingListQuerySchema.parse({}), as(viewer));
      return page.items.find((item) => item.id === shared.id)!.user;
    };
    const openedAuthor = async (viewer: Actor) =>
      (await client.call(TastingRpc.get, { id: shared.id }, as(viewer))).user;
    expect(await listedAuthor(bob)).toBeNull(); // not heard of yet
    expect(await openedAuthor(bob)).toBeNull();

    await updated({}, '2026-01-01T10:00:00.000Z');
    await eventually(async () => (await listedAuthor(bob)) !== null);
    expect(await listedAuthor(bob)).toEqual(person);
    expect(await openedAuthor(alice)).toEqual(person);

    await updated({ firstName: 'Mariella' }, '2026-01-02T10:00:00.000Z');
    await eventually(async () => (await listedAuthor(bob))?.firstName === 'Mariella');
    // An update older than the one kept changes nothing once handled.
    const events = client.unwrap<BullmqClientInternals>().queues.get('events.tasting')!;
    const stale = await updated({ firstName: 'Stale' }, '2026-01-01T12:00:00.000Z');
    await eventually(async () => (await events.getJobState(stale)) === 'completed');
    expect(await listedAuthor(alice)).toMatchObject({ firstName: 'Mariella' });
    expect(await openedAuthor(bob)).toMatchObject({ firstName: 'Mariella' });
  });

  describe('replayed events (issue 20 §7)', () => {
    const events = () => client.unwrap<BullmqClientInternals>().queues.get('events.tasting')!;
    const handled = async (eventId: string) => {
      await eventually(async () => (await events().getJobState(eventId)) === 'completed');
    };

    it('never brings back the name of a deleted person, however late or new their update', async () => {
      const author: Actor = { userId: randomUUID(), isAdmin: false };
      const person = {
        id: author.userId,
        username: 'gone_soon',
        firstName: 'Gia',
        lastName: null,
        profileImageUrl: null,
      };
      const shared = await client.call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Fiano' }), as(bob));
      await handled(
        await client.publish(
          AuthEvents.userUpdated,
          { ...person, bio: null, termsAccepted: true, updatedAt: '2026-01-01T10:00:00.000Z' },
          { correlationId: randomUUID() },
        ),
      );
      const deletion = await client.publish(
        AuthEvents.userDeleted,
        { userId: author.userId },
        { correlationId: randomUUID() },
      );
      await handled(deletion);
      // Retried after the deletion: an older update, and one stamped later (a clock ahead).
      for (const updatedAt of ['2026-01-01T09:00:00.000Z', '2027-01-01T00:00:00.000Z']) {
        await handled(
          await client.publish(
            AuthEvents.userUpdated,
            { ...person, bio: null, termsAccepted: true, updatedAt },
            { correlationId: randomUUID() },
          ),
        );
      }
      const names = await client.call(TastingRpc.get, { id: shared.id }, as(bob));
      expect(names.user).toBeNull();
      const kept = await h.dataSource.query('SELECT 1 FROM tasting.authors WHERE user_id = $1', [author.userId]);
      expect(kept).toEqual([]);
    });

    it('takes a reported tasting out of public view once, however often the removal arrives', async () => {
      const shared = await client.call(TastingRpc.create, CreateTastingBodySchema.parse({ title: 'Taken' }), as(alice));
      const removal = {
        targetType: 'tasting' as const,
        targetId: shared.id,
        ownerId: alice.userId,
        reason: 'spam' as const,
        at: new Date().toISOString(),
      };
      for (let i = 0; i < 2; i++) {
        await handled(await client.publish(ModerationEvents.contentRemoved, removal, { correlationId: randomUUID() }));
      }
      await expect(client.call(TastingRpc.getPublic, { id: shared.id }, as(null))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const social = new Queue(eventQueueName('social'), {
        connection: { url: h.redis.redisUrl },
        prefix: h.redis.prefix,
      });
      try {
        const saves = (await social.getJobs()).filter(
          (job) => job.data.name === 'tasting.saved' && job.data.data.id === shared.id,
        );
        // The creation, then one withdrawal.
        expect(saves.map((job) => job.data.data.visibility).sort()).toEqual(['private', 'public']);
      } finally {
        await social.close();
      }
    });
  });

  it('deletes the files of a deleted tasting from the media store; a borrowed image is refused at saving', async () => {
    const photo = await storedImage(alice.userId, 'upload');
    const painting = await storedImage(alice.userId, 'generated');
    const borrowed = await storedImage(bob.userId, 'upload');
    const tasting = await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({
        title: 'With pictures',
        conversation: [
          { role: 'user', content: 'the label', image: photo },
          { role: 'assistant', content: 'a painting', generatedImage: painting },
        ],
      }),
      as(alice),
    );
    await expect(
      client.call(
        TastingRpc.create,
        CreateTastingBodySchema.parse({
          title: 'Borrowed',
          conversation: [{ role: 'user', content: "my friend's bottle", image: borrowed }],
        }),
        as(alice),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Only your own images can be saved' });
    await client.call(TastingRpc.remove, { id: tasting.id }, as(alice));
    expect(await isStored(photo)).toBe(false);
    expect(await isStored(painting)).toBe(false);
    expect(await isStored(borrowed)).toBe(true);
  });

  it("deletes a deleted user's files with their tastings", async () => {
    const leaving: Actor = { userId: randomUUID(), isAdmin: false };
    const images = [await storedImage(leaving.userId, 'upload'), await storedImage(leaving.userId, 'generated')];
    await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({
        title: 'Private memories',
        visibility: 'private',
        conversation: images.map((image) => ({ role: 'user', content: 'look', image })),
      }),
      as(leaving),
    );
    await client.publish(AuthEvents.userDeleted, { userId: leaving.userId }, { correlationId: randomUUID() });
    await eventually(async () => !(await isStored(images[0]!)) && !(await isStored(images[1]!)));
  });

  it('tells anyone, signed in or not, whether a public tasting shows an image', async () => {
    const shown = await storedImage(alice.userId, 'upload');
    const hidden = await storedImage(alice.userId, 'upload');
    await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({ title: 'Shown', conversation: [{ role: 'user', content: '', image: shown }] }),
      as(alice),
    );
    await client.call(
      TastingRpc.create,
      CreateTastingBodySchema.parse({
        title: 'Hidden',
        visibility: 'private',
        conversation: [{ role: 'user', content: '', image: hidden }],
      }),
      as(alice),
    );
    const visible = (url: string) =>
      client.call(TastingRpc.mediaVisible, { key: url.slice('/api/media/'.length) }, as(null));
    await expect(visible(shown)).resolves.toEqual({ visible: true });
    await expect(visible(hidden)).resolves.toEqual({ visible: false });
    await expect(client.call(TastingRpc.mediaVisible, { key: '../etc/passwd.webp' }, as(null))).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
