import { HOME_PATH, sameSiteReturnTo } from './return-to';

describe('sameSiteReturnTo (issue 21 §2: no open redirect)', () => {
  it.each([
    ['/profile/ana', '/profile/ana'],
    ['/profile/ana/followers', '/profile/ana/followers'],
    ['/experiences?experienceId=7b1c', '/experiences?experienceId=7b1c'],
    ['/browse#top', '/browse#top'],
    ['/notifications', '/notifications'],
  ])('keeps the path of the app %s', (raw, expected) => {
    expect(sameSiteReturnTo(raw)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/profile'],
    ['a protocol-relative address', '//evil.example/profile'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'profile/ana'],
    ['the API (sign-out)', '/api/logout'],
    ['the API root', '/api'],
    ['a dot path leaving for the API', '/x/../api/logout'],
    ['nothing', undefined],
    ['a repeated parameter', ['/a', '/b']],
    ['an address too long to be a link', `/${'a'.repeat(3000)}`],
  ])('sends %s home', (_, raw) => {
    expect(sameSiteReturnTo(raw)).toBe(HOME_PATH);
  });
});
