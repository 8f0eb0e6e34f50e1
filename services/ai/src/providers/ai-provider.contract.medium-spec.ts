import { LocalMediaStore, type MediaStore } from '@sorsi/kit';
import { type FakeChatRequest, redisTestEnv, type RedisTestEnv, startFakeOpenAiServer } from '@sorsi/kit/testing';
import {
  type Actor,
  AppError,
  type ChatMessage,
  emptyTastingNote,
  ExtractedWineDataSchema,
  mediaKeyOf,
  mediaOwnerOf,
  TasteReplySchema,
  type WineLabel,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LABEL_CASES } from '../label/testing/label-cases';
import { readsAs } from '../label/testing/reads-as';
import { renderTestLabelPhoto } from '../label/testing/render-test-label';
import { blankPhoto, storeTestPhoto } from '../testing/stored-photos';
import { createLabelReader, createPainter } from '../workers';
import type { AiCallContext, AiProvider } from './ai-provider';
import { LabelMemo } from './offline/label-memo';
import { OfflineAiProvider } from './offline/offline-provider';
import type { LabelReading, TastingNoteAnswer, WineDataAnswer } from './openai/model-answers';
import { OpenAiProvider } from './openai/openai-provider';

// OCR and painting share two cores with other work.
jest.setTimeout(120_000);

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const RIDGE: ChatMessage = {
  role: 'user',
  content: "We're opening a 2019 Ridge Lytton Springs Zinfandel tonight, with grilled lamb.",
};
const LABEL = LABEL_CASES[0]!; // Château Margaux, Pavillon Rouge, Cabernet Sauvignon, 2015
/** The person describing the Ridge in their own words. */
const TASTED: ChatMessage = {
  role: 'user',
  content: 'It smells of black cherries and leather, quite tannic, with a long finish.',
};

/** What each provider is tested with: the provider, its media store, and the photos the test stored. */
interface Subject {
  provider: AiProvider;
  media: MediaStore;
  close(): Promise<void>;
}

interface Photos {
  label: Buffer;
  blank: Buffer;
}

async function offlineSubject(media: MediaStore, redis: RedisTestEnv): Promise<Subject> {
  const connection = new Redis(redis.redisUrl);
  const provider = new OfflineAiProvider({
    media,
    labels: createLabelReader({ concurrency: 1 }),
    painter: createPainter({ concurrency: 1 }),
    memo: new LabelMemo(connection, redis.prefix, 3600),
  });
  return {
    provider,
    media,
    close: async () => {
      await provider.close();
      connection.disconnect();
    },
  };
}

/** The photo a structured request shows, as base64 (the SDK sends it as a data URL). */
function photoShown(request: FakeChatRequest): string | null {
  for (const message of request.messages) {
    if (typeof message.content === 'string') continue;
    const url = message.content.find((part) => part.type === 'image_url')?.image_url?.url;
    if (url) return url.slice(url.indexOf(',') + 1);
  }
  return null;
}

const lastUserText = (request: FakeChatRequest): string => {
  const content = request.messages.findLast((m) => m.role === 'user')?.content ?? '';
  return typeof content === 'string' ? content : content.map((part) => part.text ?? '').join(' ');
};

/** The model's answers, as a capable model would give them for the test's photos and conversation. */
function scriptedModel(photos: Photos) {
  const label = photos.label.toString('base64');
  const margaux: LabelReading = {
    producer: 'Château Margaux',
    wineName: 'Pavillon Rouge',
    varietal: 'Cabernet Sauvignon',
    year: '2015',
    wineType: 'red',
    labelText: ['GRAND VIN', 'Château Margaux', 'Pavillon Rouge', 'Cabernet Sauvignon', '2015'],
    confidence: { producer: 0.97, wineName: 0.93, varietal: 0.9, year: 0.98, wineType: 0.8 },
  };
  const nothing: LabelReading = {
    producer: null,
    wineName: null,
    varietal: null,
    year: null,
    wineType: null,
    labelText: [],
    confidence: { producer: 0, wineName: 0, varietal: 0, year: 0, wineType: 0 },
  };
  // The model writes the grape as people do ('zin') and leaves the type open: the rules finish the job.
  const ridge: WineDataAnswer = {
    producer: 'Ridge Vineyards',
    wineName: 'Lytton Springs',
    varietal: 'zin',
    year: '2019',
    wineType: null,
  };
  // What the model expects of a Zinfandel, and the note once the person has described it: their words
  // marked said, and (as a model might) a repeated aroma and a guessed quality, which the rules drop.
  const empty = emptyTastingNote();
  const zinfandel: TastingNoteAnswer = {
    ...empty,
    nose: { intensity: null, aromas: [{ value: 'blackberry', source: 'inferred' }] },
    palate: {
      ...empty.palate,
      alcohol: { value: 'high', source: 'inferred' },
      body: { value: 'full', source: 'inferred' },
    },
  };
  const described: TastingNoteAnswer = {
    ...zinfandel,
    nose: {
      intensity: null,
      aromas: [
        { value: 'black cherry', source: 'said' },
        { value: 'leather', source: 'said' },
        { value: 'blackberry', source: 'inferred' },
        { value: 'black cherry', source: 'inferred' },
      ],
    },
    palate: {
      ...zinfandel.palate,
      tannin: { value: 'high', source: 'said' },
      finish: { value: 'long', source: 'said' },
    },
    conclusion: { quality: { value: 'outstanding', source: 'inferred' }, readiness: null },
  };
  const spokenOf = (request: FakeChatRequest) =>
    request.messages
      .filter((m) => m.role === 'user')
      .map((m) => (typeof m.content === 'string' ? m.content : ''))
      .join(' ');
  return {
    reply: (request: FakeChatRequest) => {
      if (photoShown(request) === label) return 'The label reads 2015 Pavillon Rouge from Château Margaux. Cassis?';
      if (/ridge/i.test(lastUserText(request)))
        return 'Lytton Springs: Zinfandel with Petite Sirah. What do you smell?';
      return 'Tell me more about the wine in your glass. What colour is it?';
    },
    structured: {
      wine_label: (request: FakeChatRequest) => (photoShown(request) === label ? margaux : nothing),
      wine_data: (request: FakeChatRequest): WineDataAnswer =>
        photoShown(request) === label ? { ...margaux, varietal: 'cabernet sauvignon' } : ridge,
      tasting_note: (request: FakeChatRequest): TastingNoteAnswer => {
        const spoken = spokenOf(request);
        if (/black cherries/.test(spoken)) return described;
        return /ridge/i.test(spoken) ? zinfandel : empty;
      },
    },
  };
}

async function openAiSubject(media: MediaStore, photos: Photos): Promise<Subject> {
  const painting = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7b1e3a' } })
    .png()
    .toBuffer();
  const fake = await startFakeOpenAiServer({ ...scriptedModel(photos), image: () => painting });
  const provider = new OpenAiProvider(
    {
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      chatModel: 'gpt-4o-mini',
      imageModel: 'gpt-image-1',
      timeoutMs: 10_000,
      maxRetries: 0,
    },
    media,
  );
  return { provider, media, close: () => fake.close() };
}

type Start = (media: MediaStore, redis: RedisTestEnv, photos: Photos) => Promise<Subject>;
const PROVIDERS: Array<[string, Start]> = [
  ['offline', (media, redis) => offlineSubject(media, redis)],
  ['openai (real SDK, fake OpenAI server)', (media, _redis, photos) => openAiSubject(media, photos)],
];

describe.each(PROVIDERS)('the AiProvider contract: %s', (_name, start) => {
  let directory: string;
  let redis: RedisTestEnv;
  let subject: Subject;
  let media: MediaStore;
  let labelPhotoUrl: string;
  let blankPhotoUrl: string;
  const alice: Actor = { userId: randomUUID(), isAdmin: false };
  const bob: Actor = { userId: randomUUID(), isAdmin: false };
  const asAlice: AiCallContext = { actor: alice, deadline: null };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'ai-contract-'));
    media = new LocalMediaStore(directory);
    redis = await redisTestEnv();
    const photos = { label: await renderTestLabelPhoto(LABEL.photo), blank: await blankPhoto() };
    [labelPhotoUrl, blankPhotoUrl] = await Promise.all([
      storeTestPhoto(media, alice.userId, photos.label),
      storeTestPhoto(media, alice.userId, photos.blank),
    ]);
    subject = await start(media, redis, photos);
  });

  afterAll(async () => {
    await subject?.close();
    await redis?.cleanup();
    await rm(directory, { recursive: true, force: true });
  });

  /** The generated picture is an image stored under a key of the person's own. */
  async function expectOwnPicture(url: string | undefined): Promise<void> {
    const key = mediaKeyOf(url ?? '');
    expect(key).not.toBeNull();
    expect(mediaOwnerOf(key!)).toBe(alice.userId);
    const stored = await media.get(key!);
    expect(stored).not.toBeNull();
    const { width, height } = await sharp(stored!.bytes).metadata();
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  }

  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('replies to a wine named in text, with a picture of the wine that just came up', async () => {
    const reply = TasteReplySchema.parse(await subject.provider.chat([GREETING, RIDGE], asAlice));
    expect(reply.content).toMatch(/Zinfandel/);
    expect(reply.wineLabel).toBeUndefined();
    await expectOwnPicture(reply.generatedImage);
  });

  it('paints no new picture for a follow-up about the same wine', async () => {
    const first = await subject.provider.chat([GREETING, RIDGE], asAlice);
    const reply = await subject.provider.chat(
      [
        GREETING,
        RIDGE,
        { role: 'assistant', content: first.content },
        { role: 'user', content: 'Should I decant it?' },
      ],
      asAlice,
    );
    expect(reply.content.length).toBeGreaterThan(0);
    expect(reply.generatedImage).toBeUndefined();
  });

  it("reads the label of this turn's photo and paints that wine", async () => {
    const reply = TasteReplySchema.parse(
      await subject.provider.chat([GREETING, { role: 'user', content: '', image: labelPhotoUrl }], asAlice),
    );
    const label = reply.wineLabel as WineLabel;
    expect(readsAs(label.producer, LABEL.expected.producer)).toBe(true);
    expect(readsAs(label.wineName, LABEL.expected.wineName)).toBe(true);
    expect(label.varietal).toBe('Cabernet Sauvignon');
    expect(label.year).toBe('2015');
    for (const field of ['producer', 'wineName', 'year'] as const) expect(label.confidence[field]).toBeGreaterThan(0.3);
    expect(label.ocrTokens.length).toBeGreaterThan(3);
    expect(reply.content.length).toBeGreaterThan(0);
    await expectOwnPicture(reply.generatedImage);
  });

  it('shows no label when nothing could be read from the photo, and still replies', async () => {
    const reply = TasteReplySchema.parse(
      await subject.provider.chat(
        [GREETING, { role: 'user', content: 'What is this?', image: blankPhotoUrl }],
        asAlice,
      ),
    );
    expect(reply.wineLabel).toBeUndefined();
    expect(reply.content.length).toBeGreaterThan(0);
  });

  it("refuses another person's photo, and one not stored, as NOT_FOUND", async () => {
    const bobsPhoto = [GREETING, { role: 'user' as const, content: 'Mine?', image: labelPhotoUrl }];
    const asBob: AiCallContext = { actor: bob, deadline: null };
    const gone = `/api/media/u/${alice.userId}/upload/${randomUUID()}.jpg`;
    const missing = [GREETING, { role: 'user' as const, content: 'And this?', image: gone }];
    for (const attempt of [
      subject.provider.chat(bobsPhoto, asBob),
      subject.provider.extractData(bobsPhoto, asBob),
      subject.provider.chat(missing, asAlice),
    ]) {
      const error = await errorOf(attempt);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('extracts the wine of a text conversation under the spec rules (normalised grape, a wine type)', async () => {
    const reply = await subject.provider.chat([GREETING, RIDGE], asAlice);
    const data = ExtractedWineDataSchema.parse(
      await subject.provider.extractData([GREETING, RIDGE, { role: 'assistant', content: reply.content }], asAlice),
    );
    expect(data).toMatchObject({
      producer: 'Ridge Vineyards',
      wineName: 'Lytton Springs',
      varietal: 'Zinfandel',
      year: '2019',
      wineType: 'red',
    });
  });

  it('fills a tasting note: what the person said marked theirs, what the wine suggests inferred, the rest empty', async () => {
    const reply = await subject.provider.chat([GREETING, RIDGE], asAlice);
    const conversation = [GREETING, RIDGE, { role: 'assistant' as const, content: reply.content }, TASTED];
    const { note } = ExtractedWineDataSchema.parse(await subject.provider.extractData(conversation, asAlice));
    expect(note).toBeTruthy();
    const aromas = note!.nose.aromas;
    expect(aromas.filter((aroma) => aroma.source === 'said').map((aroma) => aroma.value)).toEqual([
      'black cherry',
      'leather',
    ]);
    expect(aromas.some((aroma) => aroma.source === 'inferred')).toBe(true);
    expect(new Set(aromas.map((aroma) => aroma.value)).size).toBe(aromas.length);
    expect(note!.palate.tannin).toEqual({ value: 'high', source: 'said' });
    expect(note!.palate.finish).toEqual({ value: 'long', source: 'said' });
    // Zinfandel: ripe and strong, which nobody said.
    expect(note!.palate.alcohol).toEqual({ value: 'high', source: 'inferred' });
    expect(note!.palate.body).toEqual({ value: 'full', source: 'inferred' });
    // Nobody judged it: a quality is never the sommelier's guess.
    expect(note!.conclusion.quality).toBeNull();
    expect(note!.nose.intensity).toBeNull();
  });

  it('fills no tasting note when nothing was said of a wine it can place', async () => {
    const { note } = ExtractedWineDataSchema.parse(
      await subject.provider.extractData([GREETING, { role: 'user', content: 'hmm, not sure' }], asAlice),
    );
    expect(note).toBeNull();
  });

  it("extracts the label's wine from a conversation with its photo", async () => {
    const photoTurn = [GREETING, { role: 'user' as const, content: 'Tonight:', image: labelPhotoUrl }];
    const reply = await subject.provider.chat(photoTurn, asAlice);
    const data = ExtractedWineDataSchema.parse(
      await subject.provider.extractData(
        [...photoTurn, { role: 'assistant', content: reply.content }, { role: 'user', content: 'Lovely with duck.' }],
        asAlice,
      ),
    );
    expect(readsAs(data.producer, LABEL.expected.producer)).toBe(true);
    expect(readsAs(data.wineName, LABEL.expected.wineName)).toBe(true);
    expect(data).toMatchObject({ varietal: 'Cabernet Sauvignon', year: '2015', wineType: 'red' });
  });

  it('never replies with nothing, whatever was written', async () => {
    const reply = TasteReplySchema.parse(
      await subject.provider.chat([GREETING, { role: 'user', content: 'hmm' }], asAlice),
    );
    expect(reply.content.trim().length).toBeGreaterThan(0);
    expect(reply.generatedImage).toBeUndefined();
  });
});
