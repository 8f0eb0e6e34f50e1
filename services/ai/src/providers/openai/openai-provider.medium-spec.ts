import { LocalMediaStore } from '@sorsi/kit';
import {
  type FakeChatRequest,
  type FakeImageRequest,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '@sorsi/kit/testing';
import { type Actor, AppError, type ChatMessage, emptyTastingNote, type TastingNote } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storeTestPhoto } from '../../testing/stored-photos';
import type { AiCallContext } from '../ai-provider';
import type { LabelReading } from './model-answers';
import { OpenAiProvider, type OpenAiSettings } from './openai-provider';

jest.setTimeout(30_000);

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
/** A model's tasting note of a white Burgundy: one aroma the person named, the acidity inferred. */
const NOTE: TastingNote = {
  ...emptyTastingNote(),
  nose: { intensity: null, aromas: [{ value: 'lemon', source: 'said' }] },
  palate: { ...emptyTastingNote().palate, acidity: { value: 'high', source: 'inferred' } },
};
const READING: LabelReading = {
  producer: 'Domaine Leflaive',
  wineName: 'Les Pucelles',
  varietal: 'Chardonnay',
  year: '2018',
  wineType: 'white',
  labelText: ['Domaine Leflaive', 'Puligny-Montrachet', 'Les Pucelles', '2018'],
  confidence: { producer: 0.95, wineName: 0.9, varietal: 0.6, year: 0.97, wineType: 0.7 },
};

/** The SDK's OpenAI provider against the fake server: what it sends, how it applies rules, how it fails. */
describe('OpenAiProvider (real SDK) against a fake OpenAI server', () => {
  let fake: FakeOpenAiServer;
  let directory: string;
  let media: LocalMediaStore;
  let painting: Buffer;
  let photo: Buffer;
  let photoUrl: string;
  const alice: Actor = { userId: randomUUID(), isAdmin: false };
  const asAlice: AiCallContext = { actor: alice, deadline: null };

  const provider = (settings: Partial<OpenAiSettings> = {}) =>
    new OpenAiProvider(
      {
        apiKey: 'sk-test',
        baseURL: fake.baseURL,
        chatModel: 'gpt-4o-mini',
        imageModel: 'gpt-image-1',
        timeoutMs: 5_000,
        maxRetries: 0,
        ...settings,
      },
      media,
    );
  const chatRequests = () =>
    fake.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as FakeChatRequest);
  const imageRequests = () =>
    fake.requests.filter((r) => r.path === '/v1/images/generations').map((r) => r.body as FakeImageRequest);
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );
  const photoTurn = (): ChatMessage[] => [GREETING, { role: 'user', content: 'Tonight!', image: photoUrl }];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'ai-openai-'));
    media = new LocalMediaStore(directory);
    painting = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#d8c27a' } })
      .webp()
      .toBuffer();
    photo = await sharp({ create: { width: 80, height: 120, channels: 3, background: '#f3ead7' } })
      .jpeg()
      .toBuffer();
    photoUrl = await storeTestPhoto(media, alice.userId, photo);
    fake = await startFakeOpenAiServer();
  });

  beforeEach(() => {
    fake.reset();
    fake.script({
      reply: () => 'A Puligny of real tension. What do you smell first?',
      structured: { wine_label: () => READING },
      image: () => painting,
    });
  });

  afterAll(async () => {
    await fake?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("sends this turn's photo as a data URL, asks for a strict label schema and a picture without text", async () => {
    const reply = await provider().chat(photoTurn(), asAlice);

    expect(reply.wineLabel).toMatchObject({ producer: 'Domaine Leflaive', wineName: 'Les Pucelles', year: '2018' });
    expect(reply.generatedImage).toMatch(new RegExp(`^/api/media/u/${alice.userId}/generated/[\\w-]+\\.webp$`));
    expect(fake.requests.every((r) => r.authorization === 'Bearer sk-test')).toBe(true);

    const [plain, structured] = [
      chatRequests().find((r) => !r.response_format)!,
      chatRequests().find((r) => r.response_format)!,
    ];
    expect(plain.model).toBe('gpt-4o-mini');
    expect(plain.messages[0]).toMatchObject({ role: 'system' });
    const last = plain.messages.at(-1)!;
    expect(last.content).toEqual([
      { type: 'text', text: 'Tonight!' },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photo.toString('base64')}` } },
    ]);
    expect(structured.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'wine_label', strict: true },
    });

    const [image] = imageRequests();
    expect(image).toMatchObject({ model: 'gpt-image-1', n: 1, output_format: 'webp' });
    expect(image!.prompt).toMatch(/Domaine Leflaive/);
    expect(image!.prompt).toMatch(/No text/);
  });

  it('asks DALL·E models for the bytes, not a URL', async () => {
    await provider({ imageModel: 'dall-e-3' }).chat(photoTurn(), asAlice);
    expect(imageRequests()[0]).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json' });
    expect(imageRequests()[0]).not.toHaveProperty('output_format');
  });

  it('sends only the photo asked about: earlier photos are mentioned, not sent again', async () => {
    await provider().chat(
      [...photoTurn(), { role: 'assistant', content: 'A Puligny.' }, { role: 'user', content: 'With trout?' }],
      asAlice,
    );
    expect(chatRequests()).toHaveLength(1);
    const sent = JSON.stringify(chatRequests()[0]!.messages);
    expect(sent).not.toMatch(/base64/);
    expect(sent).toMatch(/sent a photo/);
  });

  it.each([
    // spec §9: a vintage is 1950-2039 (a founding year is not one); NV marks a non-vintage wine
    ['a founding year as the vintage', { year: '1887' }, { year: null }],
    ['NV', { year: 'nv' }, { year: 'NV' }],
    // spec §4: varietal abbreviations normalised (cab → Cabernet Sauvignon)
    ['an abbreviated grape', { varietal: 'cab' }, { varietal: 'Cabernet Sauvignon' }],
    // spec §5: generic filler is never a wine name; a one-word name needs a marker
    ['filler as the wine name', { wineName: 'Great Wine' }, { wineName: null }],
    ['a bare word as the wine name', { wineName: 'Pucelles' }, { wineName: null }],
    ['a year as the producer', { producer: '2018' }, { producer: null }],
  ])("applies the offline reader's rules to the model's reading: %s", async (_case, answer, expected) => {
    fake.script({ structured: { wine_label: () => ({ ...READING, ...answer }) } });
    const { wineLabel } = await provider().chat(photoTurn(), asAlice);
    expect(wineLabel).toMatchObject(expected);
    for (const [field, value] of Object.entries(expected)) {
      if (value === null) expect(wineLabel!.confidence[field as keyof typeof READING.confidence]).toBe(0);
    }
  });

  it('reports no label when the model read nothing with confidence', async () => {
    fake.script({
      structured: {
        wine_label: () => ({
          ...READING,
          producer: 'Leflaive',
          wineName: null,
          varietal: null,
          year: null,
          confidence: { ...READING.confidence, producer: 0.1 },
        }),
      },
    });
    const reply = await provider().chat(photoTurn(), asAlice);
    expect(reply.wineLabel).toBeUndefined();
    expect(reply.generatedImage).toBeUndefined();
  });

  it.each([
    ['HTTP 500', 'UPSTREAM', () => fake.failWith(500)],
    ['HTTP 429', 'RATE_LIMITED', () => fake.failWith(429)],
    ['an empty reply', 'UPSTREAM', () => fake.script({ reply: () => '  ' })],
    ['no reply content', 'UPSTREAM', () => fake.script({ reply: () => null })],
    ['a refusal', 'MODERATION', () => fake.script({ reply: () => ({ refusal: "I can't help with that." }) })],
    [
      'a label answer off its schema',
      'UPSTREAM',
      () => fake.script({ structured: { wine_label: () => ({ producer: 3 }) } }),
    ],
  ])('turns %s into %s', async (_case, code, arrange) => {
    arrange();
    await expect(codeOf(provider().chat(photoTurn(), asAlice))).resolves.toBe(code);
  });

  it('gives up after OPENAI_TIMEOUT_MS on a slow upstream: TIMEOUT', async () => {
    fake.delayBy(3_000);
    const started = Date.now();
    await expect(
      codeOf(provider({ timeoutMs: 300 }).chat([GREETING, { role: 'user', content: 'Hi' }], asAlice)),
    ).resolves.toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up at the RPC deadline when that comes first, and does not start past it', async () => {
    fake.delayBy(3_000);
    const started = Date.now();
    const soon: AiCallContext = { actor: alice, deadline: Date.now() + 300 };
    await expect(codeOf(provider().chat([GREETING, { role: 'user', content: 'Hi' }], soon))).resolves.toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);

    fake.reset();
    const past: AiCallContext = { actor: alice, deadline: Date.now() - 1 };
    await expect(codeOf(provider().extractData([GREETING, { role: 'user', content: 'Hi' }], past))).resolves.toBe(
      'TIMEOUT',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('replies without a picture when image generation fails', async () => {
    fake.failWith(500, 'images');
    const reply = await provider().chat(photoTurn(), asAlice);
    expect(reply.content).toMatch(/Puligny/);
    expect(reply.wineLabel).toBeDefined();
    expect(reply.generatedImage).toBeUndefined();
  });

  it('extracts with the photo shown and falls back to the conversation for the wine type', async () => {
    fake.script({
      structured: {
        wine_data: () => ({
          producer: 'Domaine Leflaive',
          wineName: 'Les Pucelles',
          varietal: 'chard',
          year: '2018',
          wineType: null,
        }),
        tasting_note: () => NOTE,
      },
    });
    const data = await provider().extractData(
      [
        ...photoTurn(),
        { role: 'assistant', content: 'A white Burgundy of tension.' },
        { role: 'user', content: 'Lovely.' },
      ],
      asAlice,
    );
    expect(data).toEqual({
      producer: 'Domaine Leflaive',
      wineName: 'Les Pucelles',
      varietal: 'Chardonnay',
      year: '2018',
      wineType: 'white',
      note: NOTE,
    });
    const requests = chatRequests();
    expect(requests.map((request) => request.response_format)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ json_schema: expect.objectContaining({ name: 'wine_data', strict: true }) }),
        expect.objectContaining({ json_schema: expect.objectContaining({ name: 'tasting_note', strict: true }) }),
      ]),
    );
    for (const request of requests) expect(JSON.stringify(request.messages)).toContain(photo.toString('base64'));
  });

  it('extracts the wine without a note when the model answers the note outside its schema', async () => {
    fake.script({
      structured: {
        wine_data: () => ({ producer: null, wineName: null, varietal: 'chard', year: null, wineType: null }),
        tasting_note: () => ({ nose: { aromas: [{ value: 'gasoline', source: 'said' }] } }),
      },
    });
    const data = await provider().extractData([GREETING, { role: 'user', content: 'A Chardonnay.' }], asAlice);
    expect(data).toMatchObject({ varietal: 'Chardonnay', note: null });
  });
});
