// A stand-in for the gateway in component tests: answers `fetch` from a table of routes with real
// `Response` objects, and records every call. (The real gateway is exercised by the e2e suite.)

export interface FakeReply {
  status?: number;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as text/plain. */
  text?: string;
  /** Extra response headers (e.g. a keyset list's X-Next-Cursor). */
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  /** Path and query string. */
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  contentType: string | null;
}

type Handler = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/** Routes keyed 'METHOD /path'; unknown routes answer 404. */
export type FakeRoutes = Record<string, Handler>;

export function toResponse({ status = 200, json, text, headers = {} }: FakeReply): Response {
  if (json !== undefined) {
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }
  const textHeaders: Record<string, string> = text === undefined ? {} : { 'Content-Type': 'text/plain' };
  return new Response(text ?? null, { status, headers: { ...textHeaders, ...headers } });
}

export function installFakeApi(routes: FakeRoutes) {
  const calls: RecordedCall[] = [];
  const fetchStandIn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: url.pathname + url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init.credentials,
      contentType: headers.get('Content-Type'),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.pathname}`];
    if (!handler)
      return toResponse({ status: 404, json: { error: 'Not Found', message: `No fake for ${url.pathname}` } });
    return toResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  globalThis.fetch = fetchStandIn as typeof fetch;
  return {
    calls,
    /** Calls other than the current-user check. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.url === path),
  };
}
