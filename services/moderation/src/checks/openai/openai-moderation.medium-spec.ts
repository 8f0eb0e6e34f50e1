import {
  type FakeModerationInputPart,
  type FakeModerationRequest,
  type FakeOpenAiServer,
  fakeModerationResult,
  startFakeOpenAiServer,
} from '@sorsi/kit/testing';
import OpenAI from 'openai';
import sharp from 'sharp';
import { OpenAiModeration } from './openai-moderation';
import { BLOCKED_MESSAGE, HELD_MESSAGE } from './moderation-verdict';

jest.setTimeout(20_000);

/** The moderation client through the real SDK against the fake OpenAI server: what it sends, how it judges, how it fails. */
describe('OpenAiModeration (real SDK) against a fake OpenAI server', () => {
  let fake: FakeOpenAiServer;
  let photo: Buffer;
  const moderation = (timeoutMs?: number) =>
    new OpenAiModeration(new OpenAI({ apiKey: 'sk-test', baseURL: fake.baseURL }), undefined, { timeoutMs });
  const moderationRequests = () =>
    fake.requests.filter((r) => r.path === '/v1/moderations').map((r) => r.body as FakeModerationRequest);

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#5a1020' } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  it('allows clean content, sending the caption as text with the latest omni model', async () => {
    const finding = await moderation().check({ text: 'A lovely Barolo tonight', image: null });
    expect(finding).toEqual({ verdict: 'allow', reason: null, message: null, rule: 'openai:clean' });
    expect(moderationRequests()).toEqual([
      { model: 'omni-moderation-latest', input: [{ type: 'text', text: 'A lovely Barolo tonight' }] },
    ]);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-test');
  });

  it('sends the photo as a data URL next to the caption, in one request', async () => {
    await moderation().check({ text: 'Our picnic', image: { bytes: photo, mimeType: 'image/jpeg' } });
    const [request] = moderationRequests();
    expect(request!.input).toEqual([
      { type: 'text', text: 'Our picnic' },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photo.toString('base64')}` } },
    ]);
  });

  it('sends only the photo when there is no caption', async () => {
    await moderation().check({ text: '  ', image: { bytes: photo, mimeType: 'image/png' } });
    const parts = moderationRequests()[0]!.input as FakeModerationInputPart[];
    expect(parts.map((p) => p.type)).toEqual(['image_url']);
  });

  it('blocks a threat as harassment whatever the score', async () => {
    fake.script({
      moderation: () => [
        fakeModerationResult({ harassment: 0.97, 'harassment/threatening': 0.63 }, [
          'harassment',
          'harassment/threatening',
        ]),
      ],
    });
    expect(await moderation().check({ text: 'a threat', image: null })).toEqual({
      verdict: 'block',
      reason: 'harassment',
      message: BLOCKED_MESSAGE,
      rule: 'openai:harassment/threatening 0.63',
    });
  });

  it('blocks other flagged content the model is sure of, and holds it when it is less sure', async () => {
    fake.script({ moderation: () => [fakeModerationResult({ hate: 0.91 }, ['hate'])] });
    expect(await moderation().check({ text: 'sure', image: null })).toMatchObject({
      verdict: 'block',
      reason: 'harassment',
      rule: 'openai:hate 0.91',
    });
    fake.script({ moderation: () => [fakeModerationResult({ violence: 0.55 }, ['violence'])] });
    expect(await moderation().check({ text: 'less sure', image: null })).toEqual({
      verdict: 'hold',
      reason: 'inappropriate',
      message: HELD_MESSAGE,
      rule: 'openai:violence 0.55',
    });
  });

  it('holds borderline sexual content that is not flagged', async () => {
    fake.script({ moderation: () => [fakeModerationResult({ sexual: 0.6, violence: 0.2 })] });
    expect(await moderation().check({ text: 'borderline', image: { bytes: photo, mimeType: 'image/jpeg' } })).toEqual({
      verdict: 'hold',
      reason: 'inappropriate',
      message: HELD_MESSAGE,
      rule: 'openai:sexual 0.60',
    });
  });

  it('allows low scores in every category', async () => {
    fake.script({ moderation: () => [fakeModerationResult({ sexual: 0.3, harassment: 0.49, 'self-harm': 0.1 })] });
    expect((await moderation().check({ text: 'fine', image: null })).verdict).toBe('allow');
  });

  it('rejects when the API fails, after one retry', async () => {
    fake.failWith(500, 'moderations');
    await expect(moderation().check({ text: 'anything', image: null })).rejects.toThrow(/500/);
    expect(moderationRequests()).toHaveLength(2);
  });

  it('rejects when the API is slower than the timeout', async () => {
    fake.delayBy(5_000, 'moderations');
    const started = Date.now();
    await expect(moderation(300).check({ text: 'anything', image: null })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
