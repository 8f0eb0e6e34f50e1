import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the SDK sends it (the parts the fake reads). */
export interface FakeChatRequest {
  model: string;
  messages: Array<{
    role: string;
    content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
  }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema?: Record<string, unknown> };
  };
}

export interface FakeImageRequest {
  model: string;
  prompt: string;
  n?: number;
  size?: string;
  output_format?: string;
  response_format?: string;
}

/** One part of a multi-modal moderation input. */
export type FakeModerationInputPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface FakeModerationRequest {
  model?: string;
  input: string | string[] | FakeModerationInputPart[];
}

/** The moderation categories of omni-moderation, as the API names them. */
export const FAKE_MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export type FakeModerationCategory = (typeof FAKE_MODERATION_CATEGORIES)[number];

/** One entry of the API's `results` (the shape of the SDK's `Moderation`). */
export interface FakeModerationResult {
  flagged: boolean;
  categories: Record<FakeModerationCategory, boolean>;
  category_scores: Record<FakeModerationCategory, number>;
  category_applied_input_types: Record<FakeModerationCategory, Array<'text' | 'image'>>;
}

/**
 * A complete moderation result: every category scored 0.0001 unless given, flagged exactly for the
 * categories listed (and `flagged` when any is).
 */
export function fakeModerationResult(
  scores: Partial<Record<FakeModerationCategory, number>> = {},
  flagged: FakeModerationCategory[] = [],
): FakeModerationResult {
  const each = <T>(value: (category: FakeModerationCategory) => T) =>
    Object.fromEntries(FAKE_MODERATION_CATEGORIES.map((c) => [c, value(c)])) as Record<FakeModerationCategory, T>;
  return {
    flagged: flagged.length > 0,
    categories: each((c) => flagged.includes(c)),
    category_scores: each((c) => scores[c] ?? 0.0001),
    category_applied_input_types: each((c) => (scores[c] !== undefined ? ['text'] : [])),
  };
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** What the fake answers, per endpoint; each answer may depend on the request. */
export interface FakeOpenAiScript {
  /** Plain chat completions (no response_format): the assistant's text (null: no content), or a refusal. */
  reply: (request: FakeChatRequest) => string | null | { refusal: string };
  /** Structured chat completions (response_format json_schema), by schema name: the JSON object. */
  structured: Record<string, (request: FakeChatRequest) => unknown>;
  /** The bytes /v1/images/generations returns (base64 in b64_json). */
  image: (request: FakeImageRequest) => Buffer;
  /** What /v1/moderations returns in `results` (by default one clean result). */
  moderation: (request: FakeModerationRequest) => FakeModerationResult[];
}

export type FakeRoute = 'chat' | 'images' | 'moderations';

const ALL_ROUTES: FakeRoute[] = ['chat', 'images', 'moderations'];

export interface FakeOpenAiServer {
  /** Base URL for the SDK (`http://127.0.0.1:{port}/v1`). */
  readonly baseURL: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Replaces parts of the script. */
  script(script: Partial<FakeOpenAiScript>): void;
  /** From now on the route answers with this HTTP error status (500, 429, …) and error code instead. */
  failWith(status: number, route?: FakeRoute, code?: string): void;
  /** From now on the route waits this long before answering (a slow or hung upstream). */
  delayBy(ms: number, route?: FakeRoute): void;
  /** Back to answering at once from the script, with no recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = { 429: 'rate_limit_exceeded', 500: 'server_error', 503: 'server_error' };

/**
 * A local OpenAI-compatible HTTP server for tests of OpenAI clients (the ai provider, moderation) through the
 * real SDK: `/v1/chat/completions` (plain and JSON-schema structured output, images in messages as data URLs) and
 * `/v1/images/generations` (b64_json) and `/v1/moderations` (text and image parts), with scripted answers,
 * error statuses and delays. It checks what the real API would refuse (no bearer key, a structured format
 * that is not a strict JSON schema, a moderation input without content or with an image that is no URL).
 */
export async function startFakeOpenAiServer(initial: Partial<FakeOpenAiScript> = {}): Promise<FakeOpenAiServer> {
  const empty: FakeOpenAiScript = {
    reply: () => 'A scripted reply.',
    structured: {},
    image: () => {
      throw new Error('no image scripted');
    },
    moderation: () => [fakeModerationResult()],
  };
  let current: FakeOpenAiScript = { ...empty, ...initial };
  const failures = new Map<FakeRoute, { status: number; code: string | null }>();
  const delays = new Map<FakeRoute, number>();
  const requests: RecordedRequest[] = [];
  let created = 1_700_000_000;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, status: number, message: string, code: string | null = null) =>
    send(res, status, { error: { message, type: ERROR_TYPES[status] ?? 'invalid_request_error', code } });

  function chatAnswer(request: FakeChatRequest): { status: number; body: unknown } {
    const format = request.response_format;
    let answer: string | null | { refusal: string };
    if (format?.type === 'json_schema') {
      const schema = format.json_schema;
      if (!schema?.name || schema.strict !== true || schema.schema?.type !== 'object') {
        return { status: 400, body: { error: { message: 'response_format must be a strict JSON schema object' } } };
      }
      const scripted = current.structured[schema.name];
      if (!scripted) return { status: 400, body: { error: { message: `no answer scripted for ${schema.name}` } } };
      answer = JSON.stringify(scripted(request));
    } else {
      answer = current.reply(request);
    }
    const [content, refusal] = typeof answer === 'object' && answer !== null ? [null, answer.refusal] : [answer, null];
    return {
      status: 200,
      body: {
        id: `chatcmpl-fake-${created}`,
        object: 'chat.completion',
        created: created++,
        model: request.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    };
  }

  function imageAnswer(request: FakeImageRequest): { status: number; body: unknown } {
    return {
      status: 200,
      body: { created: created++, data: [{ b64_json: current.image(request).toString('base64') }] },
    };
  }

  function moderationAnswer(request: FakeModerationRequest): { status: number; body: unknown } {
    const problem = moderationInputProblem(request?.input);
    if (problem) return { status: 400, body: { error: { message: problem } } };
    return {
      status: 200,
      body: {
        id: `modr-fake-${created++}`,
        model: request.model ?? 'omni-moderation-latest',
        results: current.moderation(request),
      },
    };
  }

  const routes: Record<string, { route: FakeRoute; answer: (body: never) => { status: number; body: unknown } }> = {
    '/v1/chat/completions': { route: 'chat', answer: chatAnswer },
    '/v1/images/generations': { route: 'images', answer: imageAnswer },
    '/v1/moderations': { route: 'moderations', answer: moderationAnswer },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        return apiError(res, 400, 'The body is not JSON');
      }
      requests.push({ path, authorization: req.headers.authorization, body });
      const handler = req.method === 'POST' ? routes[path] : undefined;
      if (!handler) return apiError(res, 404, `No route ${req.method} ${path}`);
      if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) return apiError(res, 401, 'No API key');
      const answer = () => {
        const failure = failures.get(handler.route);
        if (failure) return apiError(res, failure.status, `Scripted failure ${failure.status}`, failure.code);
        try {
          const { status: ok, body: reply } = handler.answer(body as never);
          send(res, ok, reply);
        } catch (error) {
          apiError(res, 500, (error as Error).message);
        }
      };
      const delay = delays.get(handler.route) ?? 0;
      if (delay > 0) setTimeout(answer, delay).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const forRoutes = (route: FakeRoute | undefined): FakeRoute[] => (route ? [route] : ALL_ROUTES);
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(script) {
      current = { ...current, ...script };
    },
    failWith(status, route, code) {
      for (const r of forRoutes(route)) failures.set(r, { status, code: code ?? null });
    },
    delayBy(ms, route) {
      for (const r of forRoutes(route)) delays.set(r, ms);
    },
    reset() {
      current = { ...empty, ...initial };
      failures.clear();
      delays.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Requests held back by a delay would keep the server open: drop them.
        server.closeAllConnections();
      }),
  };
}

/** Why the real API would refuse this moderation input (400), or null when it would accept it. */
function moderationInputProblem(input: FakeModerationRequest['input'] | undefined): string | null {
  if (typeof input === 'string') return null;
  if (!Array.isArray(input) || input.length === 0) return 'input must be a string or a non-empty array';
  for (const part of input as unknown[]) {
    if (typeof part === 'string') continue;
    const { type, text, image_url: image } = part as { type?: unknown; text?: unknown; image_url?: { url?: unknown } };
    if (type === 'text' && typeof text === 'string') continue;
    if (type === 'image_url' && typeof image?.url === 'string' && /^(https?:|data:image\/)/.test(image.url)) continue;
    return `invalid moderation input part: ${JSON.stringify(part).slice(0, 80)}`;
  }
  return null;
}
