import { oidcProfileFromClaims } from './oidc-profile';

const base = { iss: 'https://accounts.google.com', sub: '1234', aud: 'sorsi', iat: 1, exp: 2 };

describe('oidcProfileFromClaims', () => {
  it('maps the standard claims to the profile auth signs in with', () => {
    expect(
      oidcProfileFromClaims({
        ...base,
        email: 'ana@example.com',
        email_verified: true,
        given_name: 'Ana',
        family_name: 'Lopes',
        picture: 'https://lh3.googleusercontent.com/a/photo',
      }),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      subject: '1234',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lopes',
      profileImageUrl: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('drops an email the provider does not vouch for (admin rights follow the email)', () => {
    expect(oidcProfileFromClaims({ ...base, email: 'ana@example.com', email_verified: false }).email).toBeNull();
    expect(oidcProfileFromClaims({ ...base, email: 'ana@example.com' }).email).toBeNull();
  });

  it('treats missing, blank or malformed optional claims as absent', () => {
    expect(
      oidcProfileFromClaims({ ...base, given_name: '  ', picture: 'javascript:alert(1)', email: 'not-an-email' }),
    ).toEqual({
      issuer: base.iss,
      subject: base.sub,
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
  });
});
