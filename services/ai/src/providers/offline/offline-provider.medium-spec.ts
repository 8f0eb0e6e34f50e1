import { LocalMediaStore } from '@sorsi/kit';
import { redisTestEnv, type RedisTestEnv } from '@sorsi/kit/testing';
import type { Actor, ChatMessage } from '@sorsi/proto';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LABEL_CASES } from '../../label/testing/label-cases';
import { renderTestLabelPhoto } from '../../label/testing/render-test-label';
import { storeTestPhoto } from '../../testing/stored-photos';
import { createLabelReader, createPainter, type LabelReader } from '../../workers';
import { LabelMemo } from './label-memo';
import { OfflineAiProvider } from './offline-provider';

jest.setTimeout(120_000);

/** The offline provider's own behaviour beyond the contract: a label is read once per photo. */
describe('OfflineAiProvider remembers label readings', () => {
  let directory: string;
  let redis: RedisTestEnv;
  let connection: Redis;
  let provider: OfflineAiProvider;
  let reader: LabelReader;
  let reads = 0;
  const alice: Actor = { userId: randomUUID(), isAdmin: false };
  const asAlice = { actor: alice, deadline: null };
  const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'ai-offline-'));
    redis = await redisTestEnv();
    connection = new Redis(redis.redisUrl);
    reader = createLabelReader({ concurrency: 1 });
    const media = new LocalMediaStore(directory);
    provider = new OfflineAiProvider({
      media,
      // The real reader, counted.
      labels: {
        readLabel: (photo) => (reads++, reader.readLabel(photo)),
        readWineList: (photo) => reader.readWineList(photo),
        readShelf: (photos) => reader.readShelf(photos),
        close: () => reader.close(),
      },
      painter: createPainter({ concurrency: 1 }),
      memo: new LabelMemo(connection, redis.prefix, 3600),
    });
  });

  afterAll(async () => {
    await provider?.close();
    connection?.disconnect();
    await redis?.cleanup();
    await rm(directory, { recursive: true, force: true });
  });

  it('extracts from the reading made in the chat, reads again once it is forgotten (account deletion)', async () => {
    const media = new LocalMediaStore(directory);
    const photoUrl = await storeTestPhoto(media, alice.userId, await renderTestLabelPhoto(LABEL_CASES[1]!.photo));
    const turn: ChatMessage[] = [GREETING, { role: 'user', content: '', image: photoUrl }];
    const reply = await provider.chat(turn, asAlice);
    expect(reply.wineLabel?.year).toBe('2016');
    expect(reads).toBe(1);

    const conversation: ChatMessage[] = [...turn, { role: 'assistant', content: reply.content }];
    expect(await provider.extractData(conversation, asAlice)).toMatchObject({ year: '2016', varietal: 'Nebbiolo' });
    expect(reads).toBe(1);
    expect(await connection.exists(`${redis.prefix}:ai:labels:${alice.userId}`)).toBe(1);

    await provider.forgetOwner(alice.userId);
    expect(await connection.exists(`${redis.prefix}:ai:labels:${alice.userId}`)).toBe(0);
    expect(await provider.extractData(conversation, asAlice)).toMatchObject({ year: '2016' });
    expect(reads).toBe(2);
  });
});
