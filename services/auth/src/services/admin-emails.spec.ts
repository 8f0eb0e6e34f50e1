import { AdminEmailsSchema } from './admin-emails';

describe('AdminEmailsSchema', () => {
  it('matches listed emails without regard to case or spacing', () => {
    const admins = AdminEmailsSchema.parse(' Boss@Example.com, ops@example.com ,');
    expect(admins.includes('boss@example.com')).toBe(true);
    expect(admins.includes('OPS@EXAMPLE.COM')).toBe(true);
    expect(admins.includes('someone@example.com')).toBe(false);
    expect(admins.includes(null)).toBe(false);
  });

  it('makes nobody an admin when unset or empty', () => {
    expect(AdminEmailsSchema.parse(undefined).includes('boss@example.com')).toBe(false);
    expect(AdminEmailsSchema.parse('').includes('')).toBe(false);
  });

  it('rejects an entry that is not an email, naming it', () => {
    const result = AdminEmailsSchema.safeParse('boss@example.com,bossexample.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Not an email: bossexample.com');
  });
});
