import { redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import { RUNNING_SERVICES } from '@sorsi/proto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE_NAME } from '../session/session-data';
import {
  type DevIdpProcess,
  type FakeAuthService,
  freePort,
  startDevIdp,
  startFakeAiService,
  startFakeAuthService,
  startStandInService,
  startTestGateway,
  type StandInService,
  TestBrowser,
  type TestGateway,
} from '../testing';

// Starting the provider, the stand-ins and gateways takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

describe('health, readiness, security headers and the built SPA', () => {
  let redisEnv: RedisTestEnv;
  let idp: DevIdpProcess;
  let auth: FakeAuthService | undefined;
  let ai: StandInService;
  /** The running services this test has no fake for: they answer their ping only. */
  let pingOnly: StandInService[] = [];
  let plainPort: number;
  let tlsPort: number;
  let webDist: string;

  beforeAll(async () => {
    redisEnv = await redisTestEnv();
    [plainPort, tlsPort] = [await freePort(), await freePort()];
    idp = await startDevIdp([plainPort, tlsPort].map((port) => `http://localhost:${port}/api/callback`));
    auth = await startFakeAuthService(redisEnv.redisUrl, redisEnv.prefix);
    ai = await startFakeAiService(redisEnv.redisUrl, redisEnv.prefix);
    pingOnly = await Promise.all(
      RUNNING_SERVICES.filter((service) => !['auth', 'ai'].includes(service)).map((service) =>
        startStandInService({
          service,
          redisUrl: redisEnv.redisUrl,
          prefix: redisEnv.prefix,
          contracts: {},
        }),
      ),
    );
    webDist = mkdtempSync(path.join(tmpdir(), 'sorsi-web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Sorsi</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(webDist, 'route-chunks.json'),
      JSON.stringify([
        { path: '/', audience: 'signed-out', files: ['assets/landing-1.js'] },
        { path: '/', audience: 'signed-in', files: ['assets/home-1.js', 'assets/cards-1.js'] },
        { path: '/profile/:username', audience: 'signed-in', files: ['assets/profile-1.js'] },
      ]),
    );
    writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("sorsi")');
    writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(webDist, 'assets', 'vendor-7b2e4d.js'), 'export const wine = "sorsi";\n'.repeat(2000));
    // As the build writes them: a Brotli and a gzip copy beside a hashed asset. Each copy says which it
    // is, so the test sees that the stored copy was sent, not the plain file compressed on the fly.
    const app = (copy: string) => Buffer.from(`export const app = "${copy}";\n`.repeat(2000));
    writeFileSync(path.join(webDist, 'assets', 'app-9c1d.js'), app('plain'));
    writeFileSync(path.join(webDist, 'assets', 'app-9c1d.js.br'), brotliCompressSync(app('br')));
    writeFileSync(path.join(webDist, 'assets', 'app-9c1d.js.gz'), gzipSync(app('gzip')));
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  afterAll(async () => {
    await auth?.close();
    await ai?.close();
    await Promise.all(pingOnly.map((standIn) => standIn.close()));
    await idp?.stop();
    await redisEnv?.cleanup();
    rmSync(webDist, { recursive: true, force: true });
  });

  const settings = () => ({ REDIS_URL: redisEnv.redisUrl, QUEUE_PREFIX: redisEnv.prefix, OIDC_ISSUER: idp.issuer });

  describe('over plain http, serving the SPA', () => {
    let gateway: TestGateway;
    let metricsPort: number;
    const get = (pathname: string) => new TestBrowser().fetch(`${gateway.url}${pathname}`);
    // As a browser revalidates: fetch itself would add `Cache-Control: no-cache`, which asks for the file whole.
    const revalidate = (pathname: string, ifNoneMatch: string) =>
      new TestBrowser().fetch(`${gateway.url}${pathname}`, {
        headers: { 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' },
      });

    beforeAll(async () => {
      metricsPort = await freePort();
      gateway = await startTestGateway(plainPort, {
        ...settings(),
        WEB_DIST: webDist,
        METRICS_PORT: String(metricsPort),
      });
    });

    it('answers Prometheus metrics on its own port: each request by method, declared route and status (issue 12 §1)', async () => {
      await get('/api/health');
      await get('/api/wine-tastings/3f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10');
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toMatch(
        /sorsi_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
      );
      // A path with an id counts under its declared route, not under the address.
      expect(text).toMatch(/route="\/api\/wine-tastings\/:id",status="401"/);
      expect((await get('/metrics')).headers.get('content-type')).toMatch(/html/); // not on the public port
    });
    afterAll(() => gateway?.close());

    it('answers liveness without depending on anything', async () => {
      const response = await get('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.get('ratelimit')).toBeNull();
    });

    it('is ready when Redis, sign-in and every running service answer', async () => {
      const response = await get('/api/ready');
      expect(response.status).toBe(200);
      // Public: the state only; which part is down goes to the log.
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('describes the API at /api/openapi.json in development, every declared route in it', async () => {
      const response = await get('/api/openapi.json');
      expect(response.status).toBe(200);
      const document = (await response.json()) as { openapi: string; paths: Record<string, object> };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/wine-tastings/{id}', '/api/taste']));
    });

    it('serves index.html, never stored by a cache, at / and at client-side routes, saying the visitor is signed out', async () => {
      for (const pathname of ['/', '/profile', '/some/deep/route']) {
        const response = await get(pathname);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const page = await response.text();
        expect(page).toContain('<div id="root">');
        expect(page).toContain('<script type="application/json" id="sorsi-session">null</script>');
      }
    });

    it("preloads the screen the page will show, for the visitor's state (issue 7 §2)", async () => {
      const preloads = (page: string) =>
        [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads(await (await get('/')).text())).toEqual(['/assets/landing-1.js']);
      const browser = new TestBrowser();
      await browser.signIn(gateway.url, { email: 'preload@example.com', givenName: 'Pre' });
      const page = async (pathname: string) => (await browser.fetch(`${gateway.url}${pathname}`)).text();
      expect(preloads(await page('/'))).toEqual(['/assets/home-1.js', '/assets/cards-1.js']);
      expect(preloads(await page('/profile/mara'))).toEqual(['/assets/profile-1.js']);
      expect(preloads(await page('/no/such/screen'))).toEqual([]);
    });

    it("starts a signed-in screen's first data with the page, once the terms are accepted (issue 22)", async () => {
      const dataPreloads = (page: string) =>
        [...page.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
          (m) => m[1],
        );
      expect(dataPreloads(await (await get('/experiences')).text())).toEqual([]);
      const browser = new TestBrowser();
      await browser.signIn(gateway.url, { email: 'first-data@example.com', givenName: 'First' });
      const page = async (pathname: string) => (await browser.fetch(`${gateway.url}${pathname}`)).text();
      expect(dataPreloads(await page('/experiences'))).toEqual([]);
      const terms = await browser.fetch(`${gateway.url}/api/tos/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(terms.status).toBe(200);
      expect(dataPreloads(await page('/experiences'))).toEqual(['/api/experiences/home?limit=12']);
      expect(dataPreloads(await page('/notifications'))).toEqual(['/api/notifications']);
      expect(dataPreloads(await page('/profile/Mara%20R%22'))).toEqual([
        '/api/profile/Mara%20R%22',
        '/api/profile/Mara%20R%22/feed?limit=20',
      ]);
      expect(dataPreloads(await page('/profile/%E0%A4%A'))).toEqual([]);
      expect(dataPreloads(await page('/taste'))).toEqual([]);
    });

    it('inlines the signed-in user exactly as /api/auth/user answers it (issue 7 §2: no round trip to paint)', async () => {
      const browser = new TestBrowser();
      await browser.signIn(gateway.url, { email: 'page@example.com', givenName: 'Page' });
      const page = await (await browser.fetch(`${gateway.url}/taste`)).text();
      const inlined = /<script type="application\/json" id="sorsi-session">(.*?)<\/script>/.exec(page)?.[1];
      expect(JSON.parse(inlined!)).toEqual(await (await browser.fetch(`${gateway.url}/api/auth/user`)).json());
    });

    it('caches hashed assets for a year and revalidates other files', async () => {
      const asset = await get('/assets/index-3f9a1c.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
    ])(
      'sends the build’s precompressed copy the browser accepts (Accept-Encoding: %s → %s)',
      async (accept, encoding) => {
        const asset = await new TestBrowser().fetch(`${gateway.url}/assets/app-9c1d.js`, {
          headers: { 'accept-encoding': accept },
        });
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-encoding')).toBe(encoding);
        expect(asset.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        expect(asset.headers.get('vary')).toMatch(/Accept-Encoding/i);
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await asset.text()).toBe(`export const app = "${encoding}";\n`.repeat(2000));
      },
    );

    it('gzips the app shell for browsers that accept it, but not the API', async () => {
      const asset = await get('/assets/vendor-7b2e4d.js');
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(await asset.text()).toContain('export const wine');
      expect((await get('/api/health')).headers.get('content-encoding')).toBeNull();
    });

    it('answers 404 for missing files, source maps and unknown API routes, JSON for the API', async () => {
      expect((await get('/assets/missing-123.js')).status).toBe(404);
      expect((await get('/assets/index-3f9a1c.js.map')).status).toBe(404);
      const api = await get('/api/no-such-route');
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({
        code: 'NOT_FOUND',
        error: expect.any(String),
        message: expect.any(String),
      });
    });

    it('answers a revalidating browser 304 when a file has not changed, and never serves what is outside the build', async () => {
      const first = await get('/favicon.svg');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await revalidate('/favicon.svg', etag!);
      expect(again.status).toBe(304);
      writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
      // A hidden file is no file to the server: the path is a client-side route like any other.
      const hidden = await get('/.env');
      expect(await hidden.text()).toContain('<div id="root">');
      // A file beside the build, asked for with an encoded `..` that fetch would normalise away: sent raw.
      const outside = `${path.basename(webDist)}-outside.txt`;
      writeFileSync(path.join(webDist, '..', outside), 'SECRET=2');
      try {
        const raw = await rawGet(`${gateway.url}/%2e%2e/${outside}`);
        expect(raw.status).toBe(404);
        expect(raw.body).not.toContain('SECRET');
      } finally {
        rmSync(path.join(webDist, '..', outside));
      }
    });

    it('answers 304 to an If-None-Match that lists the file’s tag among others, or says `*`', async () => {
      const etag = (await get('/favicon.svg')).headers.get('etag')!;
      for (const ifNoneMatch of [`"other", ${etag}, W/"another"`, `${etag.replace(/^W\//, '')}`, '*']) {
        const again = await revalidate('/favicon.svg', ifNoneMatch);
        expect([ifNoneMatch, again.status]).toEqual([ifNoneMatch, 304]);
      }
      const changed = await revalidate('/favicon.svg', '"other", W/"another"');
      expect(changed.status).toBe(200);
    });

    it('answers a Range request on an asset with 206 and exactly those bytes', async () => {
      const response = await new TestBrowser().fetch(`${gateway.url}/assets/index-3f9a1c.js`, {
        headers: { range: 'bytes=8-10', 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 8-10/${'console.log("sorsi")'.length}`);
      expect(await response.text()).toBe('console.log("sorsi")'.slice(8, 11));
    });

    it.each([
      ['a dot-dot segment', (outside: string) => `/../${outside}`],
      ['an encoded dot-dot segment', (outside: string) => `/%2e%2e/${outside}`],
      ['dot-dot with encoded slashes', (outside: string) => `/assets/..%2F..%2F${outside}`],
      ['dot-dot with encoded backslashes', (outside: string) => `/assets/..%5C..%5C${outside}`],
      ['a doubly encoded dot-dot', (outside: string) => `/%252e%252e/${outside}`],
    ])('never serves a file outside the build, asked for with %s', async (_case, target) => {
      const outside = `${path.basename(webDist)}-outside.txt`;
      writeFileSync(path.join(webDist, '..', outside), 'SECRET=3');
      try {
        const raw = await rawGet(`${gateway.url}${target(outside)}`);
        expect([403, 404]).toContain(raw.status);
        expect(raw.body).not.toContain('SECRET');
      } finally {
        rmSync(path.join(webDist, '..', outside));
      }
    });

    it.each([
      ['a directory', '/assets', 200],
      // The router refuses an address it cannot decode.
      ['a malformed escape', '/assets/%E0%A4%A.js', 400],
      ['a NUL byte', '/assets/index-3f9a1c.js%00', 404],
      ['a compressed copy', '/assets/app-9c1d.js.gz', 404],
    ])('finds no file for %s (a page, or an error where the path looks like a file)', async (_case, target, status) => {
      const raw = await rawGet(`${gateway.url}${target}`);
      expect(raw.status).toBe(status);
      if (status === 200) expect(raw.body).toContain('<div id="root">');
    });

    it('sends the same security headers on a page, an asset, a missing file and the API', async () => {
      const csp = [
        "default-src 'self'",
        "base-uri 'self'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self' data:",
        "img-src 'self' data: blob: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join(';');
      for (const pathname of ['/', '/assets/index-3f9a1c.js', '/assets/missing-123.js', '/api/health']) {
        const response = await get(pathname);
        expect([pathname, securityHeadersOf(response)]).toEqual([
          pathname,
          { ...SECURITY_HEADERS, 'content-security-policy': csp },
        ]);
      }
    });

    it('sends security headers with a CSP that allows only the SPA’s own scripts', async () => {
      const response = await get('/');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('is not ready (503) once the auth service stops answering, saying no more in public', async () => {
      await auth!.close();
      auth = undefined;
      const response = await get('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Not ready', message: 'Not ready', code: 'UNAVAILABLE' });
      expect((await get('/api/health')).status).toBe(200);
    });
  });

  describe('behind TLS (COOKIE_SECURE=true, X-Forwarded-Proto from a trusted proxy)', () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await startTestGateway(tlsPort, { ...settings(), COOKIE_SECURE: 'true' });
    });
    afterAll(() => gateway?.close());

    it('names the session cookie __Host-… (Secure, host-only, path /) and sends HSTS and upgrade-insecure-requests', async () => {
      const response = await new TestBrowser().fetch(`${gateway.url}/api/login`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(302);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`__Host-${SESSION_COOKIE_NAME}=`));
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    });
  });
});

/** What helmet sent before the gateway moved to @fastify/helmet (issue 24 §3), besides the CSP. */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every header of a response that is not about its content, its caching, its session or its trace. */
function securityHeadersOf(response: Response): Record<string, string> {
  const own =
    /^(content-(type|length|encoding|range)|accept-ranges|cache-control|etag|last-modified|vary|date|connection|keep-alive|transfer-encoding|set-cookie|x-correlation-id|ratelimit.*)$/;
  return Object.fromEntries([...response.headers].filter(([name]) => !own.test(name)));
}

/** A GET with its path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const rawPath = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
