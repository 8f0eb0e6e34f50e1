import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, runService } from '@sorsi/kit';
import { createTestDatabase, redisTestEnv, type RedisTestEnv, type TestDatabase } from '@sorsi/kit/testing';
import { AppError, AuthRpc, type User } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { authDatabase } from '../auth-database';
import { service as authService } from '../service';

jest.setTimeout(30_000);

/** `auth.exportProfile` ("Download my data") over the real transport, on the acting person only. */
describe('auth.exportProfile', () => {
  let redis: RedisTestEnv;
  let db: TestDatabase;
  let app: INestMicroservice;
  let client: BullmqClient;

  const as = (user: Pick<User, 'id'> | null) => ({
    actor: user && { userId: user.id, isAdmin: false },
    correlationId: randomUUID(),
  });
  const signIn = (email: string, subject = randomUUID()) =>
    client.call(
      AuthRpc.signIn,
      { issuer: 'https://idp.example', subject, email, firstName: 'Nina', lastName: 'Conti', profileImageUrl: null },
      as(null),
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'succeeded',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  beforeAll(async () => {
    [redis, db] = await Promise.all([redisTestEnv(), createTestDatabase(authDatabase)]);
    app = await runService(authService, {
      DATABASE_URL: db.url,
      REDIS_URL: redis.redisUrl,
      QUEUE_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
    });
    client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix });
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await redis?.cleanup();
    await db?.drop();
  });

  it("answers the acting person's whole record: names, bio, terms, the sign-in account", async () => {
    const nina = await signIn('nina@example.com', 'subject-nina');
    await signIn('other@example.com');
    await client.call(AuthRpc.updateProfile, { changes: { bio: 'Nebbiolo first', lastName: 'Conte' } }, as(nina));
    const accepted = await client.call(AuthRpc.acceptTos, {}, as(nina));

    const profile = await client.call(AuthRpc.exportProfile, {}, as(nina));
    expect(profile).toEqual({
      id: nina.id,
      email: 'nina@example.com',
      username: nina.username,
      firstName: 'Nina',
      lastName: 'Conte',
      bio: 'Nebbiolo first',
      profileImageUrl: null,
      isAdmin: false,
      termsAcceptedAt: expect.any(String),
      signIn: { issuer: 'https://idp.example', subject: 'subject-nina' },
      createdAt: nina.createdAt,
      updatedAt: accepted.updatedAt,
    });
    expect(Date.parse(profile.termsAcceptedAt!)).toBeGreaterThanOrEqual(Date.parse(nina.createdAt));
  });

  it('refuses a call without an acting person, and names nobody else through the payload', async () => {
    await expect(failure(client.call(AuthRpc.exportProfile, {}, as(null)))).resolves.toBe('VALIDATION');
    const nina = await signIn('nina.two@example.com');
    const stray = { userId: randomUUID() } as unknown as Record<string, never>;
    await expect(failure(client.call(AuthRpc.exportProfile, stray, as(nina)))).resolves.toBe('VALIDATION');
  });

  it('has nothing for an account that is gone', async () => {
    await expect(failure(client.call(AuthRpc.exportProfile, {}, as({ id: randomUUID() })))).resolves.toBe('NOT_FOUND');
  });
});
