import { unreadBadgeText } from './unread-count';

// Spec social-and-discovery §9 "badge caps at 99+".
it.each<[number, string | null]>([
  [0, null],
  [1, '1'],
  [99, '99'],
  [100, '99+'],
  [2500, '99+'],
])('the badge of %i unread reads %p', (count, text) => {
  expect(unreadBadgeText(count)).toBe(text);
});
