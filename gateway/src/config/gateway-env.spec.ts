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
    });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses to start in production without SESSION_SECRET, naming the variable', () => {
    expect(() => loadEnv(GatewayEnvSchema, { NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: .*required in production/,
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
