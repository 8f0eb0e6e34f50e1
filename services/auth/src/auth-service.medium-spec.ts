import { randomUUID } from 'node:crypto';
import { BullmqClient, runService } from '@sorsi/kit';
import type { RedisTestEnv, TestDatabase } from '@sorsi/kit/testing';
import {
  type Actor,
  AppError,
  AuthEvents,
  AuthRpc,
  eventQueueName,
  type OidcProfile,
  pingOf,
  RUNNING_SERVICES,
  TERMS_REQUIRED_MESSAGE,
  type User,
} from '@sorsi/proto';
import { Queue } from 'bullmq';
import { service as authService } from './service';
import { type AuthHarness, startAuthHarness } from './testing/auth-harness';

jest.setTimeout(30_000);

/** The auth service started the way main.ts starts it, called over the real transport. */
describe('auth service over BullMQ', () => {
  let redis: RedisTestEnv;
  let db: TestDatabase;
  let client: BullmqClient;

  const signIn = (email: string): Promise<User> => {
    const profile: OidcProfile = {
      issuer: 'https://idp.example',
      subject: randomUUID(),
      email,
      firstName: 'Nina',
      lastName: 'Conti',
      profileImageUrl: null,
    };
    return client.call(AuthRpc.signIn, profile, { actor: null, correlationId: randomUUID() });
  };
  const as = (user: User): { actor: Actor; correlationId: string } => ({
    actor: { userId: user.id, isAdmin: user.isAdmin },
    correlationId: randomUUID(),
  });
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return { code: error.code, message: error.message };
      },
    );

  let auth: AuthHarness;

  beforeAll(async () => {
    auth = await startAuthHarness({ ADMIN_EMAILS: 'chief@example.com' });
    ({ client, redis, db } = auth);
  });

  afterAll(() => auth?.close());

  it('signs a person in and serves them their own record', async () => {
    const user = await signIn('nina@example.com');
    expect(user).toMatchObject({ username: 'nina', isAdmin: false, needsTos: true });
    await expect(client.call(AuthRpc.getUser, {}, as(user))).resolves.toEqual(user);
    const chief = await signIn('Chief@example.com');
    expect(chief.isAdmin).toBe(true);
  });

  it('refuses a payload that breaks the contract with VALIDATION', async () => {
    const user = await signIn('valid@example.com');
    const bad = { confirmationPhrase: 42 } as unknown as { confirmationPhrase: string };
    expect(await errorOf(client.call(AuthRpc.deleteAccount, bad, as(user)))).toMatchObject({ code: 'VALIDATION' });
  });

  it("acts only for the envelope's actor: a payload naming someone, or no actor at all, is refused", async () => {
    const victim = await signIn('victim@example.com');
    const intruder = await signIn('intruder@example.com');
    const naming = { userId: victim.id, confirmationPhrase: 'DELETE MY ACCOUNT' } as { confirmationPhrase: string };
    expect(await errorOf(client.call(AuthRpc.deleteAccount, naming, as(intruder)))).toMatchObject({
      code: 'VALIDATION',
    });
    expect(
      await errorOf(
        client.call(
          AuthRpc.deleteAccount,
          { confirmationPhrase: 'DELETE MY ACCOUNT' },
          { actor: null, correlationId: randomUUID() },
        ),
      ),
    ).toEqual({
      code: 'VALIDATION',
      message: 'auth.deleteAccount acts for a signed-in person and the request names none',
    });
    await expect(client.call(AuthRpc.getUser, {}, as(victim))).resolves.toMatchObject({ id: victim.id });
    await expect(client.call(AuthRpc.getUser, {}, as(intruder))).resolves.toMatchObject({ id: intruder.id });
  });

  it('answers CONFLICT for a taken username', async () => {
    const first = await signIn('first@example.com');
    const second = await signIn('second@example.com');
    await client.call(AuthRpc.acceptTos, {}, as(second));
    expect(
      await errorOf(client.call(AuthRpc.updateProfile, { changes: { username: first.username } }, as(second))),
    ).toEqual({ code: 'CONFLICT', message: 'Username is already taken' });
  });

  it('accepts the terms, deactivates (NOT_FOUND until the next sign-in) and reactivates', async () => {
    const profile: OidcProfile = {
      issuer: 'https://idp.example',
      subject: randomUUID(),
      email: 'cycle@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    };
    const user = await client.call(AuthRpc.signIn, profile, { actor: null, correlationId: randomUUID() });
    expect((await client.call(AuthRpc.acceptTos, {}, as(user))).needsTos).toBe(false);
    await expect(client.call(AuthRpc.deactivate, {}, as(user))).resolves.toEqual({ ok: true });
    expect(await errorOf(client.call(AuthRpc.getUser, {}, as(user)))).toEqual({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    const back = await client.call(AuthRpc.signIn, profile, { actor: null, correlationId: randomUUID() });
    expect(back).toMatchObject({ id: user.id, needsTos: false });

    // Social and notification hide and show the person's content from these two events, in order.
    for (const subscriber of AuthEvents.userDeactivated.subscribers) {
      const queue = new Queue(eventQueueName(subscriber), {
        connection: { url: redis.redisUrl },
        prefix: redis.prefix,
      });
      try {
        const events = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed']))
          .map((job) => job.data as { name: string; data: { userId: string; at: string } })
          .filter((event) => event.data.userId === user.id)
          .sort((a, b) => a.data.at.localeCompare(b.data.at));
        expect(events.map((event) => event.name)).toEqual(['user.deactivated', 'user.reactivated']);
      } finally {
        await queue.close();
      }
    }
  });

  it('deletes an account only with the exact phrase, and tells every subscriber', async () => {
    const user = await signIn('gone@example.com');
    expect(
      await errorOf(client.call(AuthRpc.deleteAccount, { confirmationPhrase: 'delete my account' }, as(user))),
    ).toEqual({ code: 'VALIDATION', message: 'Invalid Confirmation' });
    await expect(client.call(AuthRpc.getUser, {}, as(user))).resolves.toMatchObject({ id: user.id });

    const context = as(user);
    await expect(
      client.call(AuthRpc.deleteAccount, { confirmationPhrase: 'DELETE MY ACCOUNT' }, context),
    ).resolves.toEqual({ ok: true });
    expect(await errorOf(client.call(AuthRpc.getUser, {}, as(user)))).toMatchObject({
      code: 'NOT_FOUND',
    });

    // Every subscriber that runs (one that does not yet, moderation, gets no queue to pile up in).
    for (const subscriber of AuthEvents.userDeleted.subscribers.filter((s) => RUNNING_SERVICES.includes(s))) {
      const queue = new Queue(eventQueueName(subscriber), {
        connection: { url: redis.redisUrl },
        prefix: redis.prefix,
      });
      try {
        const job = await queue.getJob(`user-deleted-${user.id}`);
        expect(job?.data).toMatchObject({
          name: 'user.deleted',
          data: { userId: user.id },
          // The event carries the id of the request that caused it.
          correlationId: context.correlationId,
        });
      } finally {
        await queue.close();
      }
    }
  });

  it('answers the profile change of someone without accepted terms FORBIDDEN', async () => {
    const newcomer = await signIn('newcomer@example.com');
    expect(await errorOf(client.call(AuthRpc.updateProfile, { changes: { bio: 'Hi' } }, as(newcomer)))).toEqual({
      code: 'FORBIDDEN',
      message: TERMS_REQUIRED_MESSAGE,
    });
  });

  it("answers rights and emails by ADMIN_EMAILS as a restart applied it, never by the envelope's flag", async () => {
    const chief = await signIn('boss@example.com');
    const rightsOf = (user: User, claimed: boolean) =>
      client.call(AuthRpc.rights, {}, { actor: { userId: user.id, isAdmin: claimed }, correlationId: randomUUID() });
    expect(chief.isAdmin).toBe(false);
    await expect(rightsOf(chief, true)).resolves.toEqual({ isAdmin: false });

    // Another auth process starts with the email listed (a deploy): it applies the list before taking work.
    const restarted = await runService(authService, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.redisUrl,
      QUEUE_PREFIX: redis.prefix,
      ADMIN_EMAILS: 'boss@example.com',
      LOG_LEVEL: 'silent',
    });
    try {
      await expect(rightsOf(chief, false)).resolves.toEqual({ isAdmin: true });
      const other = await signIn('someone@example.com');
      await expect(
        client.call(
          AuthRpc.contacts,
          { ids: [other.id] },
          { ...as(chief), actor: { userId: chief.id, isAdmin: false } },
        ),
      ).resolves.toEqual([{ id: other.id, username: other.username, email: other.email }]);
      // Both processes answer from the database: whichever takes the call, it agrees.
      const answers = await Promise.all(Array.from({ length: 6 }, () => rightsOf(chief, false)));
      expect(answers).toEqual(Array(6).fill({ isAdmin: true }));
    } finally {
      await restarted.close();
    }
  });

  it('answers the readiness ping after asking the database', async () => {
    await expect(client.call(pingOf('auth'), {}, { actor: null, correlationId: randomUUID() })).resolves.toEqual({
      database: 'up',
    });
  });

  it('refuses to start with a bad variable, naming it', async () => {
    await expect(
      runService(authService, { DATABASE_URL: db.url, ADMIN_EMAILS: 'chief.example.com', LOG_LEVEL: 'silent' }),
    ).rejects.toThrow(/ADMIN_EMAILS: Not an email: chief\.example\.com/);
  });
});
