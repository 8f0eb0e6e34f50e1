import { LocalMediaStore } from '@sorsi/kit';
import { type FakeChatRequest, type FakeOpenAiServer, startFakeOpenAiServer } from '@sorsi/kit/testing';
import { type Actor, AppError } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storeTestPhoto } from '../../testing/stored-photos';
import { adviseOn } from '../../wine-list/list-advice';
import type { AiCallContext } from '../ai-provider';
import { OpenAiProvider } from './openai-provider';
import type { ShelfReading } from './shelf-reading';
import type { WineListReading } from './wine-list-reading';

jest.setTimeout(30_000);

const LIST: WineListReading = {
  wines: [
    { description: 'Barolo, Giacomo Borgogno 2017', glassPrice: null, bottlePrice: '€48', heading: 'Red' },
    { description: 'Fleurie, Georges Duboeuf 2022', glassPrice: '€9', bottlePrice: '€36', heading: 'Red' },
    { description: 'Côtes du Rhône, Guigal 2021', glassPrice: null, bottlePrice: '€34', heading: 'Red' },
    { description: 'A wine the model could not price', glassPrice: null, bottlePrice: 'market', heading: 'Red' },
  ],
};
const shelf = (label: string, price: string): ShelfReading => ({ bottles: [{ label, price }] });

// Issue 11 §1-§2 and §5: the vision model reads lists and shelves into the same entries the OCR makes.
describe('OpenAiProvider reading wine lists and shelves (real SDK, fake server)', () => {
  let fake: FakeOpenAiServer;
  let directory: string;
  let media: LocalMediaStore;
  let photoUrls: string[];
  let secondPhoto: string;
  const carla: Actor = { userId: randomUUID(), isAdmin: false };
  const asCarla: AiCallContext = { actor: carla, deadline: null };
  const provider = (timeoutMs = 5_000) =>
    new OpenAiProvider(
      {
        apiKey: 'sk-test',
        baseURL: fake.baseURL,
        chatModel: 'gpt-4o-mini',
        imageModel: 'gpt-image-1',
        timeoutMs,
        maxRetries: 0,
      },
      media,
    );
  const structuredNames = () =>
    fake.requests.map((r) => (r.body as FakeChatRequest).response_format?.json_schema?.name);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { code: error.code, details: error.details } : error),
    );

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'ai-advice-'));
    media = new LocalMediaStore(directory);
    const photoOf = (background: string) =>
      sharp({ create: { width: 90, height: 120, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const photos = [await photoOf('#f3ead7'), await photoOf('#d7e3f3')];
    secondPhoto = photos[1]!.toString('base64');
    photoUrls = [
      await storeTestPhoto(media, carla.userId, photos[0]!),
      await storeTestPhoto(media, carla.userId, photos[1]!),
    ];
    fake = await startFakeOpenAiServer();
  });

  beforeEach(() => {
    fake.reset();
    fake.script({
      structured: {
        wine_list: () => LIST,
        // Each photo has its own shelf, whichever request arrives first (the photos are read side by side).
        wine_shelf: (request) =>
          JSON.stringify(request.messages).includes(secondPhoto)
            ? shelf('Ridge Lytton Springs', '$45.00')
            : shelf('Catena Malbec 2021', '$21.99'),
      },
    });
  });

  afterAll(async () => {
    await fake?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('sends the list photo with a strict schema and keeps the priced wines, which alone are recommended', async () => {
    const context = await provider().readWineList(photoUrls[0]!, asCarla);
    expect(structuredNames()).toEqual(['wine_list']);
    const [request] = fake.requests.map((r) => r.body as FakeChatRequest);
    const image = (request!.messages.at(-1)!.content as Array<{ image_url?: { url: string } }>).find(
      (p) => p.image_url,
    );
    expect(image?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(context.currency).toBe('€');
    expect(context.entries.map((e) => [e.name, e.glassPrice?.amount ?? null, e.bottlePrice?.amount])).toEqual([
      ['Barolo, Giacomo Borgogno 2017', null, 48],
      ['Fleurie, Georges Duboeuf 2022', 9, 36],
      ['Côtes du Rhône, Guigal 2021', null, 34],
    ]);
    const names = context.entries.map((e) => e.name);
    expect(adviseOn(context, 'list').recommendations.every((r) => names.includes(r.name))).toBe(true);
  });

  it('reads each shelf photo on its own and keeps the bottles in the order the photos came', async () => {
    const context = await provider().readShelf(photoUrls, asCarla);
    expect(structuredNames()).toEqual(['wine_shelf', 'wine_shelf']);
    expect(context.entries.map((e) => e.bottlePrice?.printed)).toEqual(['$21.99', '$45.00']);
  });

  it('refuses a photo that is not the caller’s before asking anything', async () => {
    const stranger: AiCallContext = { actor: { userId: randomUUID(), isAdmin: false }, deadline: null };
    await expect(failure(provider().readWineList(photoUrls[0]!, stranger))).resolves.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['a busy provider (429)', () => fake.failWith(429), { code: 'RATE_LIMITED' }],
    [
      'a spent quota (429 insufficient_quota)',
      () => fake.failWith(429, 'chat', 'insufficient_quota'),
      { code: 'UNAVAILABLE', details: { quotaExceeded: true } },
    ],
    ['a refused request (400)', () => fake.failWith(400), { code: 'VALIDATION' }],
    ['a failing provider (500)', () => fake.failWith(500), { code: 'UPSTREAM' }],
    [
      'an answer off its schema',
      () => fake.script({ structured: { wine_list: () => ({ wines: 'none' }) } }),
      { code: 'UPSTREAM' },
    ],
  ])('turns %s into the error the catalogue explains', async (_case, arrange, expected) => {
    arrange();
    await expect(failure(provider().readWineList(photoUrls[0]!, asCarla))).resolves.toMatchObject(expected);
  });

  it('gives up on a slow provider: TIMEOUT', async () => {
    fake.delayBy(3_000);
    await expect(failure(provider(300).readWineList(photoUrls[0]!, asCarla))).resolves.toMatchObject({
      code: 'TIMEOUT',
    });
  });
});
