import { displayNameOf, initialsOf, type NamedPerson } from './person-names';

// Spec taste-and-account §2 (avatar menu) and social-and-discovery §2, §9: one rule for every screen.

describe('display name: full name, else username, else email, else the screen’s fallback', () => {
  it.each<[string, NamedPerson, string]>([
    ['first and last name', { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l' }, 'Ada Lovelace'],
    ['a first name alone', { firstName: ' Ada ', lastName: null, username: 'ada_l' }, 'Ada'],
    ['a last name alone', { firstName: '', lastName: 'Lovelace', username: 'ada_l' }, 'Lovelace'],
    ['blank names: the username', { firstName: ' ', lastName: '\t', username: 'ada_l' }, 'ada_l'],
    ['no username: the email', { username: '', email: 'ada@example.com' }, 'ada@example.com'],
    ['nothing: Unknown User', { firstName: null, lastName: null, username: '' }, 'Unknown User'],
  ])('%s', (_case, person, expected) => {
    expect(displayNameOf(person)).toBe(expected);
  });

  it('takes the fallback a screen names', () => {
    expect(displayNameOf({ username: ' ' }, 'Wine Lover')).toBe('Wine Lover');
  });
});

describe('initials', () => {
  it.each<[string, NamedPerson, string]>([
    ['first letters of first and last name', { firstName: 'ada', lastName: 'lovelace', username: 'zed' }, 'AL'],
    ['accents stay on the letter', { firstName: 'élodie', lastName: 'Ørsted' }, 'ÉØ'],
    ['a decomposed accent stays with its letter', { firstName: 'e\u0301mile', lastName: 'Zola' }, 'E\u0301Z'],
    ['an emoji is one letter, kept whole', { firstName: '👩🏽‍🍳 Ana', lastName: 'Lima' }, '👩🏽‍🍳L'],
    ['ß stays one letter', { firstName: 'ßigi', lastName: 'Maier' }, 'ßM'],
    ['only a first name: its letter', { firstName: 'Ana', lastName: null, username: 'ana_l' }, 'A'],
    ['only a last name: its letter', { firstName: ' ', lastName: 'Lima', username: 'ana_l' }, 'L'],
    ['no name: the username’s first two letters', { firstName: null, lastName: null, username: 'mara' }, 'MA'],
    ['a one-letter username', { username: 'q' }, 'Q'],
    ['a mark after a username’s second letter stays with it', { username: 'ab\u0301c' }, 'AB\u0301'],
    ['a mark after a plain first letter stays with it', { firstName: 'a\u0301na', lastName: 'Li' }, 'A\u0301L'],
    ['no username: the email’s first letter', { username: '', email: 'bob@example.com' }, 'B'],
    ['nothing at all: ?', { firstName: ' ', lastName: null, username: '' }, '?'],
  ])('%s', (_case, person, expected) => {
    expect(initialsOf(person)).toBe(expected);
  });

  it('takes the fallback a screen names', () => {
    expect(initialsOf({}, 'U')).toBe('U');
  });
});
