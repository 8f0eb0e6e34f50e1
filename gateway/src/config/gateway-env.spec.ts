import { loadEnv } from '@sorsi/kit';
import { GatewayEnvSchema, isLocalIssuer } from './gateway-env';

describe('GatewayEnvSchema', () => {
  it('runs with no settings in development, with the local defaults', () => {
    const env = loadEnv(GatewayEnvSchema, {});
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      OIDC_ISSUER: 'http://localhost:3100',
      OIDC_CLIENT_ID: 'sorsi-web',
      COOKIE_SECURE: false,
      TRUST_PROXY: false,
      RATE_LIMIT_API_PER_MIN: 300,
      RATE_LIMIT_SIGNIN_PER_MIN: 10,
    });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without SESSION_SECRET, naming the variable', () => {
    expect(() => loadEnv(GatewayEnvSchema, { NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: .*required in production/,
    );
  });

  // Issue 8 §1: the development provider hands out any typed email as a verified account.
  const PRODUCTION = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-secret-of-32-characters!!',
    OIDC_ISSUER: 'https://accounts.google.com',
    OIDC_CLIENT_SECRET: 'from-the-google-console',
    COOKIE_SECURE: 'true',
  };

  it('starts in production with real settings', () => {
    expect(loadEnv(GatewayEnvSchema, PRODUCTION)).toMatchObject({ OIDC_ISSUER: 'https://accounts.google.com' });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['the development provider', { OIDC_ISSUER: 'http://localhost:3100' }, /OIDC_ISSUER: .*not the development one/],
    ['a provider over plain http', { OIDC_ISSUER: 'http://idp.example.com' }, /OIDC_ISSUER/],
    ['the development client secret', { OIDC_CLIENT_SECRET: 'sorsi-dev-secret' }, /OIDC_CLIENT_SECRET/],
    [
      'a session secret from the repository',
      { SESSION_SECRET: 'sorsi-local-session-secret-change-me' },
      /SESSION_SECRET: .*development value/,
    ],
    ['cookies without Secure', { COOKIE_SECURE: 'false' }, /COOKIE_SECURE/],
    ['every proxy hop trusted (issue 8 §3)', { TRUST_PROXY: 'true' }, /TRUST_PROXY: .*name the proxy hops/],
  ])('refuses to start in production with %s, naming the variable', (_case, override, problem) => {
    expect(() => loadEnv(GatewayEnvSchema, { ...PRODUCTION, ...override })).toThrow(problem);
  });

  it('names every problem at once', () => {
    expect(() => loadEnv(GatewayEnvSchema, { NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET[\s\S]*OIDC_ISSUER[\s\S]*OIDC_CLIENT_SECRET[\s\S]*COOKIE_SECURE/,
    );
  });

  it('parses TRUST_PROXY as a flag, a hop count or an address list', () => {
    const trust = (value: string) => loadEnv(GatewayEnvSchema, { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadEnv(GatewayEnvSchema, { PUBLIC_URL: 'https://sorsi.example/' }).PUBLIC_URL).toBe(
      'https://sorsi.example',
    );
  });
});

describe('isLocalIssuer', () => {
  it('allows plain http only for a provider on this machine', () => {
    expect(isLocalIssuer('http://localhost:3100')).toBe(true);
    expect(isLocalIssuer('http://idp.localhost:3100')).toBe(true);
    expect(isLocalIssuer('http://127.0.0.1:3100')).toBe(true);
    expect(isLocalIssuer('http://idp:3100')).toBe(false);
    expect(isLocalIssuer('https://accounts.google.com')).toBe(false);
  });
});
