import { reporterOf, reportTime } from './report-display';

describe('how a report is worded', () => {
  it('names the reporter by username, else email, and the automatic check for held items', () => {
    const person = { source: 'person' as const };
    expect(reporterOf({ ...person, reporter: { username: 'ana', email: 'ana@example.com' } })).toBe('ana');
    expect(reporterOf({ ...person, reporter: { username: null, email: 'ana@example.com' } })).toBe('ana@example.com');
    expect(reporterOf({ source: 'moderation', reporter: { username: null, email: null } })).toBe('Automatic check');
  });

  it("formats times as 'MMM d, yyyy HH:mm' on a 24-hour clock", () => {
    const local = new Date(2026, 10, 24, 21, 5);
    expect(reportTime(local.toISOString())).toBe('Nov 24, 2026 21:05');
  });
});
