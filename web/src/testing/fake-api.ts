// A stand-in for the gateway in component tests: answers `fetch` (and the XMLHttpRequest of photo
// uploads, which report their progress) from a table of routes with real `Response` objects, and records
// every call. (The real gateway is exercised by the e2e suite.)

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
  globalThis.XMLHttpRequest = xhrThrough(fetchStandIn) as unknown as typeof XMLHttpRequest;
  return {
    calls,
    /** Calls other than the current-user check. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.url === path),
  };
}

/**
 * The part of XMLHttpRequest a photo upload uses (lib/fetch-with-upload-progress.ts), answered by the
 * same stand-in as fetch: the whole body is reported sent, then the reply loads; abort() stops it.
 */
function xhrThrough(fetchStandIn: (input: string, init: RequestInit) => Promise<Response>) {
  return class {
    readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private request = { method: 'GET', url: '', headers: {} as Record<string, string> };
    private replyHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return [...this.replyHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: string | null = null) {
      const { method, url, headers } = this.request;
      const total = body?.length ?? 0;
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        const credentials = this.withCredentials ? 'include' : undefined;
        const reply = await fetchStandIn(url, { method, body, headers, credentials });
        if (this.aborted) return;
        this.status = reply.status;
        this.statusText = reply.statusText;
        this.replyHeaders = reply.headers;
        this.responseText = await reply.text();
        this.onload?.();
      })();
    }
  };
}
