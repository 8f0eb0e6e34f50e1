// The few date shapes the spec names, written out in the browser's own time zone with English month
// names, as date-fns's `format` wrote them (a whole date library is 5 KB on the first paint's path, and
// Intl's output differs between engines, e.g. a narrow no-break space before AM/PM).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'MMM d': Nov 5 */
export const monthDay = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}`;

/** 'MMM d, yyyy': Nov 5, 2026 */
export const calendarDay = (date: Date): string => `${monthDay(date)}, ${date.getFullYear()}`;

/** 'MMM d, h:mm a': Nov 5, 6:07 PM */
export function monthDayTime(date: Date): string {
  const hours = date.getHours();
  return `${monthDay(date)}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM d, yyyy HH:mm': Nov 5, 2026 18:07 */
export const calendarDayTime24 = (date: Date): string =>
  `${calendarDay(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
