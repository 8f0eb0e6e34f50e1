import { installFakeApi } from '@/testing/fake-api';
import { ApiError, apiRequest, DEFAULT_MODERATION_MESSAGE, isModerationResult, type Payload } from './api-request';

// Spec taste-and-account §7 "Shared request convention", §5 "Request payloads", §8 "Generic".

describe('apiRequest: what it sends', () => {
  it.each<[string, Payload, string]>([
    [
      'leaves out null, undefined and blank-after-trim entries',
      { query: 'malbec', a: null, b: undefined, c: '  ', d: '' },
      '/api/x?query=malbec',
    ],
    ['keeps false and 0', { skipConversation: false, page: 0 }, '/api/x?skipConversation=false&page=0'],
    ['encodes values', { q: 'rosé & co' }, '/api/x?q=ros%C3%A9+%26+co'],
    ['sends no query string when nothing is left', { a: null, b: ' ' }, '/api/x'],
    ['converts a numeric locationId to a number', { locationId: ' 42 ' }, '/api/x?locationId=42'],
  ])('GET payload → query string: %s', async (_case, payload, expectedUrl) => {
    const api = installFakeApi({ 'GET /api/x': { json: [] } });
    await apiRequest('GET', '/api/x', payload);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: expectedUrl, body: undefined, contentType: null });
  });

  it('appends to a path that already has a query string', async () => {
    const api = installFakeApi({ 'GET /api/x': { json: [] } });
    await apiRequest('GET', '/api/x?sort=new', { q: 'cab' });
    expect(api.calls[0]!.url).toBe('/api/x?sort=new&q=cab');
  });

  it('treats a call with only a path and payload as GET ("with only a path and payload it is GET")', async () => {
    const api = installFakeApi({ 'GET /api/wine-tastings': { json: [] } });
    await apiRequest('/api/wine-tastings', { skipConversation: true });
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/wine-tastings?skipConversation=true' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends the payload as a JSON body with JSON content type',
    async (method) => {
      const api = installFakeApi({ [`${method} /api/x`]: { json: { ok: true } } });
      await apiRequest(method, '/api/x', { title: 'Barolo', empty: null });
      expect(api.calls[0]).toMatchObject({
        method,
        url: '/api/x',
        body: { title: 'Barolo', empty: null },
        contentType: 'application/json',
      });
    },
  );

  it.each<[unknown, unknown]>([
    ['17', 17],
    [17, 17],
    ['3.5', 3.5],
    ['ChIJ-place', 'ChIJ-place'],
    ['', ''],
    [null, null],
  ])('locationId %p is sent as %p ("converted to a number, kept as is if not numeric")', async (given, sent) => {
    const api = installFakeApi({ 'POST /api/x': { json: {} } });
    await apiRequest('POST', '/api/x', { locationId: given });
    expect(api.calls[0]!.body).toEqual({ locationId: sent });
  });

  it('sends no body when there is no payload', async () => {
    const api = installFakeApi({ 'DELETE /api/x/1': { json: { ok: true } } });
    await apiRequest('DELETE', '/api/x/1');
    expect(api.calls[0]).toMatchObject({ body: undefined, contentType: null });
  });

  it('always includes cookies ("Cookies are always included")', async () => {
    const api = installFakeApi({ 'GET /api/x': { json: {} }, 'POST /api/x': { json: {} } });
    await apiRequest('GET', '/api/x');
    await apiRequest('POST', '/api/x', {});
    expect(api.calls.map((call) => call.credentials)).toEqual(['include', 'include']);
  });
});

describe('apiRequest: what it returns', () => {
  it('returns a JSON reply parsed', async () => {
    installFakeApi({ 'GET /api/x': { json: { id: 1, names: ['a'] } } });
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual({ id: 1, names: ['a'] });
  });

  it('returns the raw response when the reply is not JSON', async () => {
    installFakeApi({ 'GET /api/x': { text: 'plain words' } });
    const result = await apiRequest('GET', '/api/x');
    expect(result).toBeInstanceOf(Response);
    await expect((result as Response).text()).resolves.toBe('plain words');
  });

  it('shows the headers of a successful reply to whoever asks (a keyset list reads its next cursor there)', async () => {
    installFakeApi({ 'GET /api/x': { json: [], headers: { 'X-Next-Cursor': 'abc' } } });
    const onHeaders = jest.fn();
    await apiRequest('GET', '/api/x', undefined, { onHeaders });
    expect(onHeaders).toHaveBeenCalledTimes(1);
    expect((onHeaders.mock.calls[0] as [Headers])[0].get('x-next-cursor')).toBe('abc');
  });

  it("fails with 'Failed to parse JSON response: {reason}' on an unparsable JSON success", async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('{"broken', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^Failed to parse JSON response: .+/);
  });
});

describe('apiRequest: errors', () => {
  it.each<[string, number, unknown, string, string | undefined]>([
    ['the error field first', 409, { error: 'Username is taken', message: 'Conflict' }, 'Username is taken', undefined],
    ['else the message field', 400, { message: 'Bad title' }, 'Bad title', undefined],
    ['else the status', 500, { detail: 'x' }, 'Request failed with status 500', undefined],
    ['an empty error falls through to message', 403, { error: '', message: 'No' }, 'No', undefined],
    ['a type field is attached', 429, { error: 'Slow down', type: 'rate_limit' }, 'Slow down', 'rate_limit'],
  ])('a JSON error body: %s', async (_case, status, json, message, type) => {
    installFakeApi({ 'GET /api/x': { status, json } });
    const error = await apiRequest('GET', '/api/x').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status, type });
  });

  it.each<[string, number, string | undefined, string, string]>([
    ['the status and the body text', 502, 'Bad gateway upstream', 'Bad Gateway', '502: Bad gateway upstream'],
    ['the status text when the body is empty', 401, undefined, 'Unauthorized', '401: Unauthorized'],
  ])('a non-JSON error carries %s', async (_case, status, text, statusText, message) => {
    globalThis.fetch = jest.fn(async () => new Response(text ?? null, { status, statusText }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ message, status });
  });

  it('does not throw a moderation body: returns a handled result with its message', async () => {
    installFakeApi({
      'POST /api/experiences': {
        status: 400,
        json: { error: 'Moderation', message: 'Please keep it kind', type: 'moderation' },
      },
    });
    const result = await apiRequest('POST', '/api/experiences', { text: 'x' });
    expect(result).toEqual({ success: false, type: 'moderation', message: 'Please keep it kind' });
    expect(isModerationResult(result)).toBe(true);
  });

  it(`uses '${DEFAULT_MODERATION_MESSAGE}' when a moderation body has no message`, async () => {
    installFakeApi({ 'POST /api/x': { status: 422, json: { type: 'moderation' } } });
    await expect(apiRequest('POST', '/api/x', {})).resolves.toEqual({
      success: false,
      type: 'moderation',
      message: DEFAULT_MODERATION_MESSAGE,
    });
  });
});

describe('apiRequest: a wait the server asks for', () => {
  it('keeps the Retry-After of a failure, JSON or not, in milliseconds', async () => {
    installFakeApi({
      'GET /api/json': { status: 429, json: { error: 'Too many requests' }, headers: { 'Retry-After': '37' } },
      'GET /api/text': { status: 503, text: 'Busy', headers: { 'Retry-After': '5' } },
      'GET /api/none': { status: 429, json: { error: 'Too many requests' } },
    });
    await expect(apiRequest('GET', '/api/json')).rejects.toMatchObject({ status: 429, retryAfterMs: 37_000 });
    await expect(apiRequest('GET', '/api/text')).rejects.toMatchObject({ status: 503, retryAfterMs: 5_000 });
    await expect(apiRequest('GET', '/api/none')).rejects.toMatchObject({ status: 429, retryAfterMs: undefined });
  });
});
