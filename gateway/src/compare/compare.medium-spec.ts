import { existsSync } from 'node:fs';
import path from 'node:path';
import { AdviceRpc, AppError, type CompareReply, type WineContext } from '@sorsi/proto';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';
import { solidImage } from '../testing/test-images';

jest.setTimeout(30_000);

const LIST: WineContext = {
  currency: '€',
  entries: [
    {
      name: 'Barolo, Giacomo Borgogno 2017',
      producer: 'Giacomo Borgogno',
      vintage: '2017',
      section: 'Red',
      style: 'red',
      glassPrice: null,
      bottlePrice: { printed: '€48', amount: 48, currency: '€' },
    },
  ],
};
const REPLY: CompareReply = {
  analysis: 'I read 1 wine on this list (1 red).',
  recommendations: [
    { name: 'Barolo, Giacomo Borgogno 2017', price: '€48', quality: 'Excellent', valueLabel: 'Good', reason: 'Fair.' },
  ],
  wineListContext: LIST,
};

// The gateway checks, stores and forwards; how a list is read and weighed is the AI service's, tested there.
describe('Compare routes', () => {
  let stack: GatewayWithStandIns;
  let ana: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    ana = await stack.signIn('ana@example.com');
  });

  afterAll(() => stack?.close());

  const post = (who: TestBrowser, path: string, body: unknown) =>
    who.fetch(`${stack.gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores the list photo as the caller’s upload, asks for its reading, then deletes the photo', async () => {
    let seenUrl = '';
    let storedWhileReading = false;
    stack.ai.script('readWineList', ({ image }) => {
      seenUrl = image;
      storedWhileReading = existsSync(path.join(stack.mediaDir, image.replace('/api/media/', '')));
      return REPLY;
    });
    const photo = (await solidImage(200, 300, 'jpeg')).toString('base64');
    const response = await post(ana.browser, '/api/compare-wines', { image: photo, filename: 'list.jpg' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(REPLY);
    expect(seenUrl).toMatch(new RegExp(`^/api/media/u/${ana.userId}/upload/`));
    expect(storedWhileReading).toBe(true);
    expect(existsSync(path.join(stack.mediaDir, seenUrl.replace('/api/media/', '')))).toBe(false);
  });

  it.each([
    ['no image', { filename: 'x.jpg' }, 400],
    ['text that is no image', { image: Buffer.from('hello').toString('base64') }, 415],
    ['an image over 10 MB', { image: Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64') }, 413],
  ])('refuses %s, asking nothing', async (_case, body, status) => {
    const before = stack.ai.calls.length;
    const response = await post(ana.browser, '/api/compare-wines', body);
    expect(response.status).toBe(status);
    if (status === 413) expect((await response.json()).error).toBe('Please upload an image smaller than 10MB.');
    expect(stack.ai.calls.length).toBe(before);
  });

  it('sends a follow-up with the list as context and the trimmed question', async () => {
    stack.ai.script('listFollowUp', () => ({ analysis: 'Try the Barolo.', recommendations: REPLY.recommendations }));
    const response = await post(ana.browser, '/api/compare-wines/followup', {
      message: '  something lighter? ',
      previousRecommendations: REPLY.recommendations,
      wineListContext: LIST,
    });
    expect(response.status).toBe(200);
    expect(stack.ai.calls.at(-1)).toMatchObject({
      pattern: AdviceRpc.listFollowUp.pattern,
      actor: { userId: ana.userId },
      payload: { message: 'something lighter?', context: LIST, previousRecommendations: REPLY.recommendations },
    });
  });

  it.each([
    ['TIMEOUT', 504, 'timeout', true],
    ['RATE_LIMITED', 429, 'rate_limit', true],
    ['VALIDATION', 400, 'invalid_request', false],
  ] as const)('carries a %s failure as errorType and retryable', async (code, status, errorType, retryable) => {
    stack.ai.script('listFollowUp', () => {
      throw new AppError(code, 'no');
    });
    const response = await post(ana.browser, '/api/compare-wines/followup', {
      message: 'which goes with duck?',
      wineListContext: LIST,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ errorType, retryable });
  });

  it('says a spent AI quota is not worth retrying', async () => {
    stack.ai.script('listFollowUp', () => {
      throw new AppError('UNAVAILABLE', 'quota', { quotaExceeded: true });
    });
    const response = await post(ana.browser, '/api/compare-wines/followup', { message: 'red?', wineListContext: LIST });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorType: 'quota_exceeded', retryable: false });
  });

  it.each([
    ['a blank question', { message: '  ', wineListContext: LIST }],
    ['no list', { message: 'red?' }],
    [
      'a list entry with no name',
      { message: 'red?', wineListContext: { ...LIST, entries: [{ ...LIST.entries[0], name: '' }] } },
    ],
  ])('refuses %s with 400', async (_case, body) => {
    const before = stack.ai.calls.length;
    expect((await post(ana.browser, '/api/compare-wines/followup', body)).status).toBe(400);
    expect(stack.ai.calls.length).toBe(before);
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await post(new TestBrowser(), '/api/compare-wines/followup', { message: 'x', wineListContext: LIST })).status,
    ).toBe(401);
  });
});
