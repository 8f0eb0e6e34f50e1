import type { BullmqClient } from '@sorsi/kit';
import { AppError, AuthRpc, type User } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type AuthHarness, startAuthHarness } from '../testing/auth-harness';

jest.setTimeout(30_000);

/** `auth.exportProfile` ("Download my data") over the real transport, on the acting person only. */
describe('auth.exportProfile', () => {
  let auth: AuthHarness;
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
    auth = await startAuthHarness();
    ({ client } = auth);
  });

  afterAll(() => auth?.close());

  it("answers the acting person's whole record: names, bio, terms, the sign-in account", async () => {
    const nina = await signIn('nina@example.com', 'subject-nina');
    await signIn('other@example.com');
    // Names and bio are seen by others: changing them needs the terms.
    await client.call(AuthRpc.acceptTos, {}, as(nina));
    const changed = await client.call(
      AuthRpc.updateProfile,
      { changes: { bio: 'Nebbiolo first', lastName: 'Conte' } },
      as(nina),
    );

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
      updatedAt: changed.updatedAt,
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
