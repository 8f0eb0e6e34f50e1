import { profileHref } from './profile-href';

describe('a profile link', () => {
  it('links a profile, from search when asked', () => {
    expect(profileHref('mara_v')).toBe('/profile/mara_v');
    expect(profileHref('mara_v', 'search')).toBe('/profile/mara_v?from=search');
  });
});
