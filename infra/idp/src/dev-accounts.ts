import { createHash } from 'node:crypto';
import type { Account, FindAccount } from 'oidc-provider';

export interface DevPerson {
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * The subject is a hash of the normalised email, so the same email always signs in as the same
 * person, even after the provider restarts (the gateway keys users by issuer + subject).
 */
export function subjectForEmail(email: string): string {
  return createHash('sha256').update(`sorsi-dev-idp:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

/** People who signed in since the process started; development only, so memory is enough. */
export class DevAccounts {
  private readonly people = new Map<string, DevPerson>();

  /** Records (or refreshes) the person and returns their subject. */
  remember(person: DevPerson): string {
    const subject = subjectForEmail(person.email);
    this.people.set(subject, { ...person, email: person.email.trim().toLowerCase() });
    return subject;
  }

  readonly findAccount: FindAccount = (_ctx, subject) => {
    const person = this.people.get(subject);
    if (!person) return undefined;
    const account: Account = {
      accountId: subject,
      claims: () => ({
        sub: subject,
        email: person.email,
        email_verified: true,
        name: [person.givenName, person.familyName].filter(Boolean).join(' '),
        given_name: person.givenName,
        ...(person.familyName ? { family_name: person.familyName } : {}),
      }),
    };
    return account;
  };
}
