import { loadIdpEnv } from './idp-env';

describe('loadIdpEnv', () => {
  it('runs with the local defaults', () => {
    expect(loadIdpEnv({})).toMatchObject({ IDP_PORT: 3100, IDP_ISSUER: 'http://localhost:3100' });
  });

  // Issue 8 §1: it signs in anyone as any typed email, so it must never stand in for a real provider.
  it('refuses to run in production', () => {
    expect(() => loadIdpEnv({ NODE_ENV: 'production' })).toThrow(/never runs in production/);
  });
});
