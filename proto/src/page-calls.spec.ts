import { firstCallsOf } from './page-calls';

describe("a signed-in page's first calls", () => {
  it('names the feed, the notifications, and a profile with its journey, each address encoded', () => {
    expect(firstCallsOf('/experiences')).toEqual(['/api/experiences/home?limit=12']);
    expect(firstCallsOf('/notifications/')).toEqual(['/api/notifications']);
    expect(firstCallsOf('/profile/ana%20b')).toEqual(['/api/profile/ana%20b', '/api/profile/ana%20b/feed?limit=20']);
  });

  it('names none for other pages, nor for an address that does not decode', () => {
    expect(firstCallsOf('/taste')).toEqual([]);
    expect(firstCallsOf('/profile/ana/followers')).toEqual([]);
    expect(firstCallsOf('/profile/%E0%A4%A')).toEqual([]);
  });
});
