import { z } from 'zod';

/**
 * ADMIN_EMAILS: a comma-separated list of the emails whose accounts are admins. Compared without case;
 * an entry that is not an email fails the start-up rather than silently matching nobody.
 */
export const AdminEmailsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const emails = raw
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) ctx.addIssue({ code: 'custom', message: `Not an email: ${email}` });
    }
    return new AdminEmails(emails);
  });

export class AdminEmails {
  private readonly emails: ReadonlySet<string>;

  constructor(emails: Iterable<string>) {
    this.emails = new Set([...emails].map((email) => email.toLowerCase()));
  }

  /** Every listed email, lower-cased. */
  get all(): string[] {
    return [...this.emails];
  }

  includes(email: string | null): boolean {
    return email !== null && this.emails.has(email.toLowerCase());
  }
}
