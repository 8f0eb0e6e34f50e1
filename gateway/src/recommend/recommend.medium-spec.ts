import { AiRpc } from '@sorsi/proto';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';

jest.setTimeout(30_000);

// The gateway validates and forwards; what is suggested is the AI service's rule, tested there.
describe('POST /api/recommendation', () => {
  let stack: GatewayWithStandIns;
  let ana: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    ana = await stack.signIn('ana@example.com');
  });

  afterAll(() => stack?.close());

  const ask = (who: TestBrowser, body: unknown) =>
    who.fetch(`${stack.gateway.url}/api/recommendation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks the AI service with the trimmed wish and the suggestions so far, as the signed-in person', async () => {
    stack.ai.script('recommend', () => ({ suggestion: 'Try a Gamay from Morgon (France)' }));
    const response = await ask(ana.browser, { input: '  I like Pinot Noir ', previousSuggestions: ['Try a Barolo'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suggestion: 'Try a Gamay from Morgon (France)' });
    expect(stack.ai.calls.at(-1)).toMatchObject({
      pattern: AiRpc.recommend.pattern,
      actor: { userId: ana.userId },
      payload: { input: 'I like Pinot Noir', previousSuggestions: ['Try a Barolo'] },
    });
  });

  it.each([
    ['a blank wish', { input: '   ' }],
    ['too many previous suggestions', { input: 'red', previousSuggestions: Array(51).fill('x') }],
    ['a field it does not take', { input: 'red', userId: 'someone-else' }],
  ])('refuses %s with 400, asking nothing', async (_case, body) => {
    const before = stack.ai.calls.length;
    expect((await ask(ana.browser, body)).status).toBe(400);
    expect(stack.ai.calls.length).toBe(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await ask(new TestBrowser(), { input: 'red' })).status).toBe(401);
  });
});
