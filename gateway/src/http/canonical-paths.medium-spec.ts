import { pathOf, type RouteDeclaration, Routes } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns } from '../testing';
import { CROSS_ORIGIN_REFUSED } from './origin-check';

// Starting the provider, the stand-ins and the gateway takes seconds on a busy two-core machine; the
// route table's variants are about two thousand requests.
jest.setTimeout(120_000);

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MUTATING_ROUTES: RouteDeclaration[] = Object.values(Routes)
  .flatMap((group) => Object.values(group) as RouteDeclaration[])
  .filter((route) => MUTATING_METHODS.has(route.method));

/** A value for each path parameter of the mutating routes; a new parameter needs its own here. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: randomUUID(),
  commentId: randomUUID(),
  reportId: '7',
  person: 'alice',
  username: 'alice',
};

function samplePath(route: RouteDeclaration): string {
  const names = [...route.path.matchAll(/[:*](\w+)/g)].map((match) => match[1]!);
  const missing = names.filter((name) => !(name in SAMPLE_PARAMS));
  if (missing.length > 0) throw new Error(`No sample for ${missing.join(', ')} of ${route.path}: add one`);
  return pathOf(route.path, SAMPLE_PARAMS as never);
}

/**
 * What a variant of a route's address is: `served` when its canonical form is the route itself (so every
 * guard of the route applies to it), `unrouted` when nothing serves it (404 from every hook and the router),
 * `malformed` when Node's HTTP parser refuses the request line (400) before the gateway sees it.
 */
type Outcome = 'served' | 'unrouted' | 'malformed';

const STATUS_UNSERVED: Record<Outcome, number | undefined> = { served: undefined, unrouted: 404, malformed: 400 };

interface Variant {
  kind: string;
  target: string;
  outcome: Outcome;
}

const encodeUnreserved = (text: string): string =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

/** Percent-encoded, double-slash, trailing-slash, dot-segment, case and request-line variants of one address. */
function variantsOf(route: RouteDeclaration): Variant[] {
  const path = samplePath(route);
  const segments = path.split('/').slice(1);
  const declared = route.path.split('/').slice(1);
  const staticAt = segments.flatMap((_, index) => (/^[:*]/.test(declared[index]!) ? [] : [index]));
  const withSegment = (index: number, replacement: string) =>
    `/${segments.map((segment, at) => (at === index ? replacement : segment)).join('/')}`;
  const rest = path.slice(1);
  return [
    ...staticAt.map((index) => ({
      kind: `first letter of "${segments[index]}" encoded`,
      target: withSegment(index, `${encodeUnreserved(segments[index]![0]!)}${segments[index]!.slice(1)}`),
      outcome: 'served' as const,
    })),
    ...staticAt.map((index) => ({
      kind: `"${segments[index]}" encoded whole`,
      target: withSegment(index, encodeUnreserved(segments[index]!)),
      outcome: 'served' as const,
    })),
    { kind: 'every character encoded', target: `/${segments.map(encodeUnreserved).join('/')}`, outcome: 'served' },
    { kind: 'leading double slash', target: `//${rest}`, outcome: 'served' },
    { kind: 'double slashes throughout', target: `//${segments.join('//')}`, outcome: 'served' },
    { kind: 'trailing slash', target: `${path}/`, outcome: 'served' },
    { kind: 'trailing double slash and a query', target: `${path}//?x=1`, outcome: 'served' },
    { kind: 'a query', target: `${path}?x=1`, outcome: 'served' },
    { kind: 'dot segment', target: `/${segments[0]}/./${segments.slice(1).join('/')}`, outcome: 'served' },
    { kind: 'dot-dot segment', target: `/${segments[0]}/x/../${segments.slice(1).join('/')}`, outcome: 'served' },
    { kind: 'encoded dot-dot segment', target: `/x/%2e%2E/${rest}`, outcome: 'served' },
    { kind: 'dot-dot above the root', target: `/../..${path}`, outcome: 'served' },
    { kind: 'absolute form', target: `http://evil.example${path}`, outcome: 'served' },
    { kind: 'absolute form in capitals', target: `HTTP://EVIL.EXAMPLE:80//${rest}`, outcome: 'served' },
    ...staticAt.map((index) => ({
      kind: `"${segments[index]}" in capitals`,
      target: withSegment(index, segments[index]!.toUpperCase()),
      outcome: 'unrouted' as const,
    })),
    { kind: 'all in capitals', target: path.toUpperCase(), outcome: 'unrouted' },
    { kind: 'encoded slash', target: `/${segments[0]}%2F${segments.slice(1).join('/')}`, outcome: 'unrouted' },
    { kind: 'double decoding', target: `/%%36%31${rest.slice(1)}`, outcome: 'unrouted' },
    { kind: 'asterisk form', target: `*${rest}`, outcome: 'unrouted' },
    { kind: 'no leading slash', target: rest, outcome: 'malformed' },
  ];
}

interface RawResponse {
  status: number;
  body: string;
}

/** Sends exactly `target` on the request line (fetch would resolve dots and refuse other forms). */
function rawRequest(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // A connection of its own each: after a refusal the gateway may close the one it answered on.
    const options = { host: hostname, port, method, path: target, headers: { ...headers, 'content-length': '0' } };
    const request = httpRequest({ ...options, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', (error) => reject(new Error(`${method} ${target}: ${error.message}`)));
    request.end();
  });
}

const refusedCrossOrigin = (response: RawResponse): boolean =>
  response.status === 403 && (JSON.parse(response.body) as { message?: string }).message === CROSS_ORIGIN_REFUSED;

describe('guards see what the router sees: variants of every mutating route (issue 20 §6)', () => {
  let stack: GatewayWithStandIns;
  let admin: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns({
      RATE_LIMIT_API_PER_MIN: '100000',
      RATE_LIMIT_AI_PER_MIN: '100000',
    });
    stack.auth.state.adminEmails.add('root@example.com');
    admin = await stack.signIn('root@example.com');
    expect((await admin.browser.fetch(`${stack.gateway.url}/api/tos/accept`, { method: 'POST' })).status).toBe(200);
    stack.social.script('follow', () => ({ isFollowing: true }));
    stack.social.script('unfollow', () => ({ isFollowing: false }));
  });

  afterAll(() => stack?.close());

  /** Every call any stand-in service received, in one count. */
  const serviceCalls = () =>
    [stack.auth.state.calls, stack.tasting, stack.social, stack.notification, stack.moderation, stack.ai]
      .map((service) => ('length' in service ? service.length : service.calls.length))
      .reduce((sum, count) => sum + count, 0);

  const asAdmin = async (extra: Record<string, string>): Promise<Record<string, string>> => ({
    cookie: await admin.browser.jar.getCookieString(stack.gateway.url),
    'x-forwarded-for': admin.browser.ip,
    ...extra,
  });

  it.each(['POST', 'DELETE'])(
    '%s /%%61pi/follow/{user} from another site is refused and follows no one; from the site it is the follow route',
    async (method) => {
      const socialCalls = stack.social.calls.length;
      const crossSite = await rawRequest(
        stack.gateway.url,
        method,
        '/%61pi/follow/alice',
        await asAdmin({ 'sec-fetch-site': 'cross-site' }),
      );
      expect(refusedCrossOrigin(crossSite)).toBe(true);
      const sameSite = await rawRequest(
        stack.gateway.url,
        method,
        '/%61pi/follow/alice/',
        await asAdmin({ origin: stack.gateway.url, 'sec-fetch-site': 'same-origin' }),
      );
      expect(sameSite.status).toBe(200);
      // The refused request reached nothing: the one call since is the same-site one, answered before it.
      expect(stack.social.calls.slice(socialCalls).map((call) => [call.pattern, call.payload])).toEqual([
        [method === 'POST' ? 'social.follow' : 'social.unfollow', { person: { username: 'alice' } }],
      ]);
    },
  );

  it('covers every mutating route of the route table, each with at least twenty variants', () => {
    expect(MUTATING_ROUTES.length).toBeGreaterThanOrEqual(29);
    for (const route of MUTATING_ROUTES) expect(variantsOf(route).length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['without Origin, marked cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['from a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ])(
    'refuses every variant of every mutating route sent %s by a signed-in admin (403 or 404), reaching no service',
    async (_case, crossSite) => {
      const callsBefore = serviceCalls();
      const headers = await asAdmin(crossSite);
      const wrong: string[] = [];
      for (const route of MUTATING_ROUTES) {
        for (const variant of variantsOf(route)) {
          const response = await rawRequest(stack.gateway.url, route.method, variant.target, headers);
          const refused = refusedCrossOrigin(response) || response.status === STATUS_UNSERVED[variant.outcome];
          if (!refused) wrong.push(`${route.method} ${variant.target} (${variant.kind}): ${response.status}`);
        }
      }
      expect(wrong).toEqual([]);
      // Each answer came after whatever its handler would have called, so none was called.
      expect(serviceCalls()).toBe(callsBefore);
    },
  );

  it('serves each variant as its canonical route, with the route’s guards (401 signed out), or not at all (404)', async () => {
    const callsBefore = serviceCalls();
    const sameSite = { origin: stack.gateway.url, 'sec-fetch-site': 'same-origin' };
    const wrong: string[] = [];
    for (const route of MUTATING_ROUTES) {
      for (const variant of variantsOf(route)) {
        const response = await rawRequest(stack.gateway.url, route.method, variant.target, sameSite);
        const expected = variant.outcome === 'served' ? 401 : STATUS_UNSERVED[variant.outcome];
        if (response.status !== expected) {
          wrong.push(`${route.method} ${variant.target} (${variant.kind}): ${response.status}, not ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(serviceCalls()).toBe(callsBefore);
  });
});
