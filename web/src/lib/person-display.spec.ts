import { fullNameOrUsername, personInitials, profileHref } from './person-display';

describe('how people are shown', () => {
  it.each([
    [{ firstName: 'José', lastName: 'García', username: 'jg' }, 'JG'],
    [{ firstName: 'Ana', lastName: null, username: 'ana_l' }, 'A'],
    [{ firstName: null, lastName: null, username: 'mara' }, 'M'],
    [{ firstName: ' ', lastName: null, username: '' }, '?'],
  ])('initials of %j: %s', (person, initials) => {
    expect(personInitials(person)).toBe(initials);
  });

  it('names a person by full name, else username, else the fallback', () => {
    expect(fullNameOrUsername({ firstName: 'Ana', lastName: 'Lima', username: 'al' })).toBe('Ana Lima');
    expect(fullNameOrUsername({ firstName: null, lastName: null, username: 'al' })).toBe('al');
    expect(fullNameOrUsername({ firstName: null, lastName: null, username: '' })).toBe('Unknown User');
    expect(fullNameOrUsername({ firstName: null, lastName: null }, 'Wine Lover')).toBe('Wine Lover');
  });

  it('links a profile, from search when asked', () => {
    expect(profileHref('mara_v')).toBe('/profile/mara_v');
    expect(profileHref('mara_v', 'search')).toBe('/profile/mara_v?from=search');
  });
});
