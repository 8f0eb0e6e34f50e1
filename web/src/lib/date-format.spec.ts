import { calendarDay, calendarDayTime24, monthDay, monthDayTime } from './date-format';

// Local times (the browser's zone), as the screens show them.
const at = (hours: number, minutes: number) => new Date(2026, 10, 5, hours, minutes);

it.each([
  [at(0, 7), 'Nov 5, 12:07 AM'],
  [at(9, 30), 'Nov 5, 9:30 AM'],
  [at(12, 0), 'Nov 5, 12:00 PM'],
  [at(18, 7), 'Nov 5, 6:07 PM'],
  [at(23, 59), 'Nov 5, 11:59 PM'],
])('writes %s on a 12-hour clock as %s', (date, text) => {
  expect(monthDayTime(date)).toBe(text);
});

it('writes days and 24-hour times with two-digit hours and minutes', () => {
  expect(monthDay(new Date(2027, 0, 31))).toBe('Jan 31');
  expect(calendarDay(new Date(2027, 0, 31))).toBe('Jan 31, 2027');
  expect(calendarDayTime24(at(0, 7))).toBe('Nov 5, 2026 00:07');
  expect(calendarDayTime24(at(18, 7))).toBe('Nov 5, 2026 18:07');
});
