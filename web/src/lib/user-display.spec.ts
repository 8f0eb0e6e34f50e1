import { displayName, initials, type NamedUser } from './user-display';

// Spec taste-and-account §2, avatar menu.

const user = (fields: NamedUser): NamedUser => ({
  email: null,
  username: null,
  firstName: null,
  lastName: null,
  ...fields,
});

describe('initials: "first letters of first and last name, else the first two letters of the username, else the first letter of the email, else U"', () => {
  it.each<[string, NamedUser, string]>([
    ['first and last name', user({ firstName: 'ada', lastName: 'lovelace', username: 'ada_l', email: 'a@x.io' }), 'AL'],
    ['only a first name: the username', user({ firstName: 'Ada', username: 'ada_l' }), 'AD'],
    ['only a last name: the username', user({ lastName: 'Lovelace', username: 'zed' }), 'ZE'],
    ['blank names: the username', user({ firstName: ' ', lastName: '', username: 'zed' }), 'ZE'],
    ['a one-letter username', user({ username: 'q' }), 'Q'],
    ['no names, no username: the email', user({ email: 'bob@example.com' }), 'B'],
    ['nothing at all', user({}), 'U'],
  ])('%s', (_case, given, expected) => {
    expect(initials(given)).toBe(expected);
  });
});

describe('display name: "full name, else username, else email"', () => {
  it.each<[string, NamedUser, string]>([
    ['full name', user({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l' }), 'Ada Lovelace'],
    ['a first name alone is a full name', user({ firstName: 'Ada', username: 'ada_l' }), 'Ada'],
    ['a last name alone is a full name', user({ lastName: 'Lovelace', username: 'ada_l' }), 'Lovelace'],
    ['else the username', user({ username: 'ada_l', email: 'a@x.io' }), 'ada_l'],
    ['else the email', user({ email: 'a@x.io' }), 'a@x.io'],
  ])('%s', (_case, given, expected) => {
    expect(displayName(given)).toBe(expected);
  });
});
