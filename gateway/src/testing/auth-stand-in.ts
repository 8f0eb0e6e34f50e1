import { AppError, AuthRpc, type OidcProfile, type User } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type StandInService, startStandInService } from './stand-in-service';

export type AuthStandIn = StandInService<typeof AuthRpc>;

/** A valid user for scripted replies; a case overrides the fields it asserts on. */
export function sampleUser(overrides: Partial<User> = {}): User {
  const at = '2026-01-01T12:00:00.000Z';
  return {
    id: randomUUID(),
    email: null,
    username: 'sample_user',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    isAdmin: false,
    needsTos: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/**
 * The stand-in auth service. Sign-in answers a user made from the profile, one id per provider subject
 * (so people sign in as themselves), and the user calls answer the user last signed in with that id;
 * anything else (conflicts, deactivated or deleted users) a case scripts with `answer`.
 */
export async function startAuthStandIn(redisUrl: string, prefix: string): Promise<AuthStandIn> {
  const idsBySubject = new Map<string, string>();
  const signedIn = new Map<string, User>();
  const userIdFor = ({ issuer, subject }: OidcProfile) => {
    const key = `${issuer} ${subject}`;
    if (!idsBySubject.has(key)) idsBySubject.set(key, randomUUID());
    return idsBySubject.get(key)!;
  };
  const known = ({ userId }: { userId: string }) => {
    const user = signedIn.get(userId);
    if (user === undefined) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  };
  return startStandInService({
    service: 'auth',
    redisUrl,
    prefix,
    contracts: AuthRpc,
    handlers: {
      signIn: (profile) => {
        const { issuer: _issuer, subject: _subject, ...fields } = profile;
        const user = sampleUser({ ...fields, id: userIdFor(profile) });
        signedIn.set(user.id, user);
        return user;
      },
      getUser: known,
      updateProfile: known,
      acceptTos: known,
      deactivate: () => ({ ok: true as const }),
      deleteAccount: () => ({ ok: true as const }),
      ping: () => ({ database: 'up' as const }),
    },
  });
}
