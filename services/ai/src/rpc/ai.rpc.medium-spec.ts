import type { INestMicroservice } from '@nestjs/common';
import { BullmqClient, LocalMediaStore, runService } from '@sorsi/kit';
import { eventually, type RedisTestEnv, redisTestEnv } from '@sorsi/kit/testing';
import {
  type Actor,
  AdviceRpc,
  AiRpc,
  AppError,
  AuthEvents,
  type ChatMessage,
  mediaKeyOf,
  mediaOwnerOf,
  pingOf,
  WineLabelSchema,
} from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstValueFrom } from 'rxjs';
import { service as aiService } from '../service';
import { LABEL_CASES } from '../label/testing/label-cases';
import { readsAs } from '../label/testing/reads-as';
import { renderTestLabelPhoto } from '../label/testing/render-test-label';
import { blankPhoto, storeTestPhoto } from '../testing/stored-photos';
import { PRINTED_LIST } from '../wine-list/list-advice';
import { renderWineListPhoto } from '../wine-list/testing/render-wine-list';
import { WINE_LIST_CASES } from '../wine-list/testing/wine-list-cases';

// OCR and painting on a shared two-core machine.
jest.setTimeout(120_000);

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const AI_CALL_MS = 60_000;

/** The AI service as it runs in production (runService, BullMQ, the media store), called through the client. */
describe('AI service over the queue (offline provider)', () => {
  let redis: RedisTestEnv;
  let directory: string;
  let media: LocalMediaStore;
  let app: INestMicroservice;
  let client: BullmqClient;
  const alice: Actor = { userId: randomUUID(), isAdmin: false };
  const bob: Actor = { userId: randomUUID(), isAdmin: false };
  const as = (actor: Actor | null) => ({ actor, correlationId: randomUUID(), timeoutMs: AI_CALL_MS });
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    [redis, directory] = await Promise.all([redisTestEnv(), mkdtemp(path.join(tmpdir(), 'ai-rpc-'))]);
    media = new LocalMediaStore(directory);
    const env = {
      REDIS_URL: redis.redisUrl,
      QUEUE_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
      MEDIA_DIR: directory,
      AI_PROVIDER: 'offline',
      AI_WORKER_CONCURRENCY: '1',
    };
    app = await runService(aiService, env);
    client = new BullmqClient({ redisUrl: redis.redisUrl, prefix: redis.prefix, defaultTimeoutMs: 5_000 });
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await redis?.cleanup();
    await rm(directory, { recursive: true, force: true });
  });

  /** A picture the service stored for the person: their key, a real file in the media store. */
  async function expectStoredFor(owner: Actor, url: string | undefined): Promise<void> {
    const key = mediaKeyOf(url ?? '');
    expect(key).not.toBeNull();
    expect(mediaOwnerOf(key!)).toBe(owner.userId);
    expect((await media.get(key!))?.bytes.length).toBeGreaterThan(1000);
  }

  it('answers the readiness ping (no database of its own)', async () => {
    await expect(client.call(pingOf('ai'), {}, as(null))).resolves.toEqual({});
  });

  it('answers a text message like a sommelier, naming the grape of the wine it recognised', async () => {
    const reply = await client.call(
      AiRpc.chat,
      { messages: [GREETING, { role: 'user', content: 'Tonight: a 2016 Barolo from Giacomo Conterno, with risotto' }] },
      as(alice),
    );
    expect(reply.role).toBe('assistant');
    expect(reply.content).toMatch(/Nebbiolo/);
    expect(reply.wineLabel).toBeUndefined();
    await expectStoredFor(alice, reply.generatedImage);
  });

  it('reads a label photo from the media store: the label fields, and a picture stored for the person', async () => {
    const labelCase = LABEL_CASES[0]!;
    const photo = await storeTestPhoto(media, alice.userId, await renderTestLabelPhoto(labelCase.photo));
    const reply = await client.call(
      AiRpc.chat,
      { messages: [GREETING, { role: 'user', content: 'What do you make of this one?', image: photo }] },
      as(alice),
    );
    const label = WineLabelSchema.parse(reply.wineLabel);
    expect(readsAs(label.producer, labelCase.expected.producer)).toBe(true);
    expect(readsAs(label.wineName, labelCase.expected.wineName)).toBe(true);
    expect(label.year).toBe(labelCase.expected.year);
    await expectStoredFor(alice, reply.generatedImage);

    const data = await client.call(
      AiRpc.extractData,
      {
        messages: [
          GREETING,
          { role: 'user', content: '', image: photo },
          { role: 'assistant', content: reply.content },
        ],
      },
      as(alice),
    );
    expect(readsAs(data.producer, labelCase.expected.producer)).toBe(true);
    expect(data.year).toBe(labelCase.expected.year);
  });

  it('recommends a wine style over the queue, never one of the suggestions already shown', async () => {
    const first = await client.call(
      AiRpc.recommend,
      { input: 'something bold and red', previousSuggestions: [] },
      as(alice),
    );
    const second = await client.call(
      AiRpc.recommend,
      { input: 'something bold and red', previousSuggestions: [first.suggestion] },
      as(alice),
    );
    expect(first.suggestion).toMatch(/^Try a .+ from .+ \(/);
    expect(second.suggestion).not.toBe(first.suggestion);
  });

  it('extracts the wine data of a conversation', async () => {
    const data = await client.call(
      AiRpc.extractData,
      {
        messages: [
          GREETING,
          { role: 'user', content: 'We have a 2018 Cloudy Bay Sauvignon Blanc' },
          { role: 'assistant', content: 'Cloudy Bay from Marlborough: expect passion fruit and cut grass.' },
        ],
      },
      as(alice),
    );
    expect(data).toMatchObject({
      producer: 'Cloudy Bay',
      varietal: 'Sauvignon Blanc',
      year: '2018',
      wineType: 'white',
    });
  });

  // Issue 21 §16, §17: Shop shown a printed list reads it as one; every value card carries its strip.
  it('reads a wine list photographed in Shop as a list, its wines apart and its title no wine', async () => {
    const listCase = WINE_LIST_CASES.find((c) => c.photo.title === 'Wine List')!;
    const photo = await storeTestPhoto(media, alice.userId, await renderWineListPhoto(listCase.photo));
    const reply = await client.call(AdviceRpc.readShelf, { images: [photo] }, as(alice));
    expect(reply.summary.startsWith(PRINTED_LIST)).toBe(true);
    expect(reply.wineShelfContext.printedList).toBe(true);
    const printed = listCase.photo.sections.flatMap((section) => section.wines.map((wine) => wine.text));
    expect(reply.wineShelfContext.entries.length).toBeGreaterThanOrEqual(printed.length - 1);
    for (const { name } of reply.wineShelfContext.entries) {
      expect(name).not.toMatch(/^wine list$/i);
      expect(name.match(/\b(19|20)\d\d\b|\bNV\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const recommendation of reply.recommendations) {
      expect(recommendation.priceStrip?.amount).toBeGreaterThan(0);
    }
  });

  // Issue 21 §15: through the queue, a follow-up keeps to the best label that fits and names are checked.
  it('answers a list follow-up with the best-labelled wine that fits, names checked, headings left out', async () => {
    const price = (amount: number) => ({ printed: `€${amount}`, amount, currency: '€' as const });
    const wine = (name: string, section: string, amount: number) => ({
      name,
      producer: null,
      vintage: null,
      section,
      style: null,
      glassPrice: null,
      bottlePrice: price(amount),
    });
    const context = {
      currency: '€' as const,
      entries: [
        wine('WINE LIST', 'Wine List', 10),
        wine('Merlot, Vin de Pays 2022', 'Red', 45),
        wine('Muscadet Sèvre et Maine 2022', 'White', 29),
        wine('Sancerre, Domaine Vacheron 2022', 'White', 48),
        wine('Barolo, Giacomo Borgogno 2017', 'Red', 48),
        wine('Côtes du Rhéne 2021', 'Red', 34),
        wine('Tokaji Asz( 5 Puttonyos 2017', 'Dessert', 39),
        wine('Xq#rt V|neyards 2020', 'Red', 30),
      ],
    };
    const reply = await client.call(
      AdviceRpc.listFollowUp,
      { message: 'something lighter under 50', previousRecommendations: [], context },
      as(alice),
    );
    expect(reply.recommendations.map((r) => r.valueLabel)).not.toContain('Poor Value');
    const first = await client.call(
      AdviceRpc.listFollowUp,
      { message: 'anything under 60', previousRecommendations: [], context },
      as(alice),
    );
    const names = first.recommendations.map((r) => r.name);
    expect(names).not.toContain('WINE LIST');
    expect(names.join(' ')).not.toMatch(/Rhéne|Asz\(/);
    const garbled = await client.call(
      AdviceRpc.listFollowUp,
      { message: 'a red under 31', previousRecommendations: [], context },
      as(alice),
    );
    expect(garbled.analysis).toMatch(/I'd choose Xq#rt V\|neyards 2020 \(please check the name\) at €30/);
    expect(garbled.recommendations).toEqual([
      expect.objectContaining({ name: 'Xq#rt V|neyards 2020', nameUnsure: true }),
    ]);
  });

  it('refuses a bad payload as VALIDATION, on the service side too', async () => {
    // Nest's send() skips the client-side check, as a caller with another contract version would.
    const inline = firstValueFrom(
      client.send(AiRpc.chat.pattern, {
        messages: [{ role: 'user', content: 'Hi', image: 'data:image/png;base64,AAAA' }],
      }),
    );
    const empty = firstValueFrom(client.send(AiRpc.extractData.pattern, { messages: [] }));
    for (const error of [await errorOf(inline), await errorOf(empty)]) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it("refuses another person's photo as NOT_FOUND, and a call without a signed-in person", async () => {
    const photo = await storeTestPhoto(media, alice.userId, await blankPhoto());
    const messages = [GREETING, { role: 'user' as const, content: 'Mine now?', image: photo }];
    expect(await errorOf(client.call(AiRpc.chat, { messages }, as(bob)))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(client.call(AiRpc.extractData, { messages }, as(bob)))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(client.call(AiRpc.chat, { messages }, as(null)))).toMatchObject({ code: 'VALIDATION' });
  });

  it("forgets the person's label readings when their account is deleted", async () => {
    const leaving: Actor = { userId: randomUUID(), isAdmin: false };
    // Every reading is remembered, also one that found nothing.
    const photo = await storeTestPhoto(media, leaving.userId, await blankPhoto());
    await client.call(AiRpc.chat, { messages: [GREETING, { role: 'user', content: '', image: photo }] }, as(leaving));
    const inspect = new Redis(redis.redisUrl);
    try {
      const memo = `${redis.prefix}:ai:labels:${leaving.userId}`;
      expect(await inspect.exists(memo)).toBe(1);
      await client.publish(AuthEvents.userDeleted, { userId: leaving.userId }, { correlationId: randomUUID() });
      await eventually(async () => (await inspect.exists(memo)) === 0);
    } finally {
      inspect.disconnect();
    }
  });
});
