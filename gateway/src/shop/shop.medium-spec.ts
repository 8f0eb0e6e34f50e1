import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AdviceRpc, type AisleReply } from '@sorsi/proto';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns, TestBrowser } from '../testing';
import { solidImage } from '../testing/test-images';

jest.setTimeout(30_000);

const SHELF: AisleReply = {
  summary: 'I read 1 wine on the shelf (1 red).',
  recommendations: [
    { name: 'Catena Malbec 2021', price: '$21.99', quality: 'Good', valueLabel: 'Good', reason: 'Fair.' },
  ],
  wineShelfContext: {
    currency: '$',
    entries: [
      {
        name: 'Catena Malbec 2021',
        producer: 'Catena Zapata',
        vintage: '2021',
        section: null,
        style: 'red',
        glassPrice: null,
        bottlePrice: { printed: '$21.99', amount: 21.99, currency: '$' },
      },
    ],
  },
};

// The gateway checks every photo, stores them for the AI service and deletes them after; reading is the AI's.
describe('Shop routes', () => {
  let stack: GatewayWithStandIns;
  let bo: SignedInPerson;
  let photo: string;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns();
    bo = await stack.signIn('bo@example.com');
    photo = (await solidImage(120, 90, 'png')).toString('base64');
  });

  afterAll(() => stack?.close());

  const post = (who: TestBrowser, route: string, body: unknown) =>
    who.fetch(`${stack.gateway.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const uploadsOf = (userId: string) =>
    readdir(path.join(stack.mediaDir, 'u', userId, 'upload')).catch(() => [] as string[]);

  it('hands both shelf photos to the AI service as the caller’s uploads, and keeps neither', async () => {
    let asked: string[] = [];
    stack.ai.script('readShelf', ({ images }) => {
      asked = images;
      return SHELF;
    });
    const response = await post(bo.browser, '/api/aisle-advisor', {
      images: [
        { image: photo, filename: 'left.png' },
        { image: photo, filename: 'right.png' },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SHELF);
    expect(asked).toHaveLength(2);
    for (const url of asked) expect(url.startsWith(`/api/media/u/${bo.userId}/upload/`)).toBe(true);
    expect(await uploadsOf(bo.userId)).toEqual([]);
  });

  it('refuses a third photo with 400 and a bad one among good ones with 415, storing nothing', async () => {
    const before = stack.ai.calls.length;
    const three = { images: [1, 2, 3].map((n) => ({ image: photo, filename: `${n}.png` })) };
    expect((await post(bo.browser, '/api/aisle-advisor', three)).status).toBe(400);
    const oneBad = { images: [{ image: photo }, { image: Buffer.from('plain text').toString('base64') }] };
    expect((await post(bo.browser, '/api/aisle-advisor', oneBad)).status).toBe(415);
    expect((await post(bo.browser, '/api/aisle-advisor', { images: [] })).status).toBe(400);
    expect(stack.ai.calls.length).toBe(before);
    expect(await uploadsOf(bo.userId)).toEqual([]);
  });

  it('forwards a follow-up with the shelf as its context', async () => {
    stack.ai.script('shelfFollowUp', () => ({ analysis: 'The Malbec.', recommendations: [] }));
    const body = { message: ' cheapest red? ', wineShelfContext: SHELF.wineShelfContext };
    const response = await post(bo.browser, '/api/aisle-advisor/followup', body);
    expect(response.status).toBe(200);
    expect(stack.ai.calls.at(-1)).toMatchObject({
      pattern: AdviceRpc.shelfFollowUp.pattern,
      payload: { message: 'cheapest red?', context: SHELF.wineShelfContext, previousRecommendations: [] },
    });
    expect((await post(new TestBrowser(), '/api/aisle-advisor/followup', body)).status).toBe(401);
  });
});
