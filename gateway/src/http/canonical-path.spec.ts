import { canonicalRequestTarget } from './canonical-path';

describe('the canonical request target every hook, guard and the router judge', () => {
  it.each([
    ['/api/follow/alice', '/api/follow/alice'],
    ['/api/media/u/alice/upload/1.webp', '/api/media/u/alice/upload/1.webp'],
    ['/assets/index-Ab_c-9.js', '/assets/index-Ab_c-9.js'],
    ['/', '/'],
    ['/api/wine-tastings?userId=a%2Fb&q=ros%C3%A9', '/api/wine-tastings?userId=a%2Fb&q=ros%C3%A9'],
  ])('leaves a canonical target as it is: %s', (target, canonical) => {
    expect(canonicalRequestTarget(target)).toBe(canonical);
  });

  it.each([
    ['unreserved characters percent-encoded', '/%61pi/%66ollow/%41lice', '/api/follow/Alice'],
    ['every character encoded', '/%61%70%69/%66%6F%6c%6C%6f%77/x', '/api/follow/x'],
    ['encoded -._~', '/api/media/u/a%2Db/upload/1%2Ewebp%7E%5F', '/api/media/u/a-b/upload/1.webp~_'],
    ['lower-case triplets of other characters', '/api/search/wines%3fq=x/%c3%a9', '/api/search/wines%3Fq=x/%C3%A9'],
    ['duplicate slashes', '//api///follow//alice', '/api/follow/alice'],
    ['a trailing slash', '/api/follow/alice/', '/api/follow/alice'],
    ['trailing slashes and a query', '/api/follow/alice//?x=1/', '/api/follow/alice?x=1/'],
    ['dot segments', '/api/./media/../follow/alice/.', '/api/follow/alice'],
    ['encoded dot segments', '/x/%2e%2E/api/.%2e/api/follow/alice', '/api/follow/alice'],
    ['dot segments above the root', '/../../api/follow/alice', '/api/follow/alice'],
    ['the absolute form', 'http://evil.example/api/follow/alice', '/api/follow/alice'],
    ['the absolute form in capitals, with a port', 'HTTPS://Host:8443//api/follow/alice?x', '/api/follow/alice?x'],
    ['the absolute form without a path', 'http://host', '/'],
    ['the absolute form with only a query', 'http://host?x=1', '/?x=1'],
    ['a fragment', '/api/follow/alice/#/../x', '/api/follow/alice#/../x'],
    ['a stray percent sign (encoded: no later decoding makes it a triplet)', '/%%36%31pi/x', '/%2561pi/x'],
  ])('normalises %s', (_case, target, canonical) => {
    expect(canonicalRequestTarget(target)).toBe(canonical);
  });

  it.each([
    ['an encoded slash, which never splits a segment', '/api%2Ffollow/alice', '/api%2Ffollow/alice'],
    ['an encoded slash between dots', '/api/media/..%2f..%2fetc', '/api/media/..%2F..%2Fetc'],
    ['case', '/API/Follow/alice', '/API/Follow/alice'],
    ['an encoded percent sign', '/%2561pi/x', '/%2561pi/x'],
    ['a semicolon', '/api/follow/alice;x', '/api/follow/alice;x'],
  ])('keeps %s', (_case, target, canonical) => {
    expect(canonicalRequestTarget(target)).toBe(canonical);
  });

  it.each(['*', '*api/follow/alice', 'api/follow/alice', 'ftp://host/api/x'])(
    'leaves a target in neither origin nor absolute form to the not-found handler: %s',
    (target) => {
      expect(canonicalRequestTarget(target)).toBe(target);
    },
  );

  it.each([
    '/%%36%31pi/%252e%252e/x',
    '/a/%2e%2e%2f%2E%2E/b//c/',
    'http://h//%7e%7E/%zz/%/',
    '/%C3%28/%E2%82/x?y#z',
    '/.%2e./..%2E/%2E%2E%2E/x',
  ])('is idempotent: normalising %s again changes nothing', (target) => {
    const once = canonicalRequestTarget(target);
    expect(canonicalRequestTarget(once)).toBe(once);
  });

  it('leaves no triplet that decodes to an unreserved character and no dot segment in a path', () => {
    const alphabet = ['%', '2', 'e', 'E', '.', '/', '6', '1', 'a', '%2', '%25', '%2e', '%2F'];
    for (let seed = 1; seed <= 2000; seed++) {
      let state = seed;
      let path = '/';
      for (let i = 0; i < 10; i++) {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        path += alphabet[state % alphabet.length];
      }
      const canonical = canonicalRequestTarget(path);
      expect(canonical).not.toMatch(/%(?![0-9A-F]{2})|%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/);
      expect(canonical.split('/')).not.toContain('..');
      expect(canonical.split('/').slice(1)).not.toContain('.');
    }
  });
});
