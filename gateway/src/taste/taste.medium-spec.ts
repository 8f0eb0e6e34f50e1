import { AiRpc, type ChatMessage, HttpErrorBodySchema, MEDIA_URL_PREFIX, ADVICE_IMAGE_MAX_BYTES } from '@sorsi/proto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  dataUrl,
  eventually,
  type GatewayWithStandIns,
  hasGpsIfd,
  heicLookalike,
  jpegWithExifAndGps,
  latch,
  pixelFloodPng,
  type SignedInPerson,
  SAMPLE_CHAT_REPLY,
  SAMPLE_WINE_DATA,
  solidImage,
  startGatewayWithStandIns,
  TestBrowser,
} from '../testing';

const RPC_TIMEOUT_MS = 800;
const AI_RPC_TIMEOUT_MS = 3000;
const AI_PER_MIN = 20;
const heicReadable = sharp.format.heif.input.fileSuffix?.includes('.heic') === true;

jest.setTimeout(30_000);

describe('POST /api/taste and /api/taste/extract-data: uploads, the AI call, limits', () => {
  let stack: GatewayWithStandIns;
  let alice: SignedInPerson;
  /** Sends the sentinel chats (its own person, so they count against no case's AI rate limit). */
  let sentinel: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns({
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      AI_RPC_TIMEOUT_MS: String(AI_RPC_TIMEOUT_MS),
      RATE_LIMIT_AI_PER_MIN: String(AI_PER_MIN),
    });
    alice = await stack.signIn('alice@example.com');
    sentinel = await stack.signIn('sentinel@example.com');
  });

  afterAll(() => stack?.close());

  const post = (person: SignedInPerson | TestBrowser, route: string, body: unknown) =>
    ('browser' in person ? person.browser : person).fetch(`${stack.gateway.url}/api/taste${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const chatWithPhoto = (image: string, person: SignedInPerson = alice) =>
    post(person, '', { messages: [{ role: 'user', content: 'What is this wine?', image }] });
  const lastChat = () => stack.ai.calls.filter((call) => call.pattern === AiRpc.chat.pattern).at(-1);
  const sentMessages = () => (lastChat()?.payload as { messages: ChatMessage[] }).messages;
  /** The AI calls recorded from `mark` on, proven complete by a sentinel chat recorded after them. */
  async function aiCallsSince(mark: number): Promise<string[]> {
    expect((await post(sentinel, '', { messages: [{ role: 'user', content: 'Sentinel' }] })).status).toBe(200);
    const calls = stack.ai.calls.slice(mark);
    expect(calls.at(-1)).toMatchObject({ actor: { userId: sentinel.userId } });
    return calls.slice(0, -1).map((call) => call.pattern);
  }

  /** Every file of a user's uploads in the media directory. */
  async function storedUploads(userId: string): Promise<string[]> {
    const folder = path.join(stack.mediaDir, 'u', userId, 'upload');
    return readdir(folder).catch(() => []);
  }
  async function storedImage(url: string): Promise<Buffer> {
    return readFile(path.join(stack.mediaDir, ...url.slice(MEDIA_URL_PREFIX.length).split('/')));
  }

  async function expectRefused(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(HttpErrorBodySchema.parse(body)).toMatchObject({ error: message, message });
  }

  describe('a photo in the newest message', () => {
    it('is re-encoded, stored as the user’s upload, and reaches the sommelier as a media URL only', async () => {
      const response = await chatWithPhoto(dataUrl('image/png', await solidImage(640, 480, 'png')));
      expect(response.status).toBe(200);
      const reply = await response.json();
      expect(reply).toEqual({
        ...SAMPLE_CHAT_REPLY,
        image: expect.stringMatching(new RegExp(`^/api/media/u/${alice.userId}/upload/[0-9a-f-]{36}\\.webp$`)),
      });
      expect(sentMessages()).toEqual([{ role: 'user', content: 'What is this wine?', image: reply.image }]);
      const stored = await sharp(await storedImage(reply.image)).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 640, height: 480 });
    });

    it('is handled by what it really is: a PNG sent as image/jpeg is read as a PNG', async () => {
      const response = await chatWithPhoto(dataUrl('image/jpeg', await solidImage(32, 32, 'png')));
      expect(response.status).toBe(200);
      expect((await sharp(await storedImage((await response.json()).image)).metadata()).format).toBe('webp');
    });

    it('loses its EXIF and GPS position and is turned upright', async () => {
      const phonePhoto = await jpegWithExifAndGps();
      const original = await sharp(phonePhoto).metadata();
      expect(hasGpsIfd(original.exif!)).toBe(true);
      const response = await chatWithPhoto(dataUrl('image/jpeg', phonePhoto));
      const stored = await storedImage((await response.json()).image);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ width: 48, height: 64 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
    });

    it('is scaled down to 2048 px on its long side', async () => {
      const response = await chatWithPhoto(dataUrl('image/webp', await solidImage(3000, 1200, 'webp')));
      const metadata = await sharp(await storedImage((await response.json()).image)).metadata();
      expect(metadata).toMatchObject({ width: 2048, height: 819 });
    });
  });

  describe('a bad upload is refused with the spec’s message, and nothing is stored', () => {
    let uploadsBefore: string[];
    let aiMark: number;
    beforeEach(async () => {
      uploadsBefore = await storedUploads(alice.userId);
      aiMark = stack.ai.calls.length;
    });
    afterEach(async () => {
      expect(await storedUploads(alice.userId)).toEqual(uploadsBefore);
      expect(await aiCallsSince(aiMark)).toEqual([]);
    });

    it('415 for a text file sent as image/png', async () => {
      const text = Buffer.from('Not a picture at all, just some words about Barolo.');
      await expectRefused(await chatWithPhoto(dataUrl('image/png', text)), 415, 'Please select an image file');
    });

    it('415 for a data URL that is not base64', async () => {
      await expectRefused(await chatWithPhoto('data:image/png,hello'), 415, 'Please select an image file');
    });

    it("413 for an image over 10 MB once decoded (the other photo routes' limit)", async () => {
      const big = Buffer.concat([await solidImage(8, 8, 'jpeg'), Buffer.alloc(ADVICE_IMAGE_MAX_BYTES)]);
      await expectRefused(
        await chatWithPhoto(dataUrl('image/jpeg', big)),
        413,
        'Please upload an image smaller than 10MB.',
      );
    });

    it('422 for a pixel flood (a tiny PNG declaring 100000 × 100000 pixels), refused before decoding', async () => {
      const flood = pixelFloodPng(100_000, 100_000);
      expect(flood.length).toBeLessThan(100);
      // Refused by the size its header declares: a decode would fail as undecodable, with another message.
      await expectRefused(
        await chatWithPhoto(dataUrl('image/png', flood)),
        422,
        'This image has too many pixels. Please select a smaller image.',
      );
    });

    it('422 for a photo over 25 megapixels (6000 × 5000), the limit one decode may hold', async () => {
      await expectRefused(
        await chatWithPhoto(dataUrl('image/png', pixelFloodPng(6000, 5000))),
        422,
        'This image has too many pixels. Please select a smaller image.',
      );
    });

    it('422 for bytes that start like a PNG but cannot be decoded', async () => {
      const broken = Buffer.concat([(await solidImage(16, 16, 'png')).subarray(0, 40), Buffer.alloc(200, 1)]);
      await expectRefused(
        await chatWithPhoto(dataUrl('image/png', broken)),
        422,
        'This image could not be read. Please select another image.',
      );
    });

    it(`${heicReadable ? '422' : '415'} for an HEIC photo this build of sharp ${heicReadable ? 'can' : 'cannot'} read`, async () => {
      const response = await chatWithPhoto(dataUrl('image/heic', heicLookalike()));
      if (heicReadable) expect(response.status).toBe(422);
      else
        await expectRefused(response, 415, 'HEIC photos cannot be read here. Please select a JPEG, PNG or WebP image.');
    });

    it('refuses a new photo in an earlier message (one decode per request, issue 8 §5), storing nothing', async () => {
      const good = dataUrl('image/png', await solidImage(16, 16, 'png'));
      const response = await post(alice, '', {
        messages: [
          { role: 'user', content: 'first', image: good },
          { role: 'assistant', content: 'Nice.' },
          { role: 'user', content: 'second', image: good },
        ],
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain('Only the newest message may carry a new photo');
    });
  });

  describe('images already stored', () => {
    it("passes the user's own media URL on as is", async () => {
      const first = await (await chatWithPhoto(dataUrl('image/png', await solidImage(20, 20, 'png')))).json();
      const response = await post(alice, '', {
        messages: [
          { role: 'user', content: 'Label', image: first.image },
          { role: 'assistant', content: first.content },
          { role: 'user', content: 'And the vintage?' },
        ],
      });
      expect(response.status).toBe(200);
      expect(await response.json()).not.toHaveProperty('image');
      expect(sentMessages()[0]).toEqual({ role: 'user', content: 'Label', image: first.image });
    });

    it("refuses someone else's image rather than let the sommelier read it", async () => {
      const photo = (await (await chatWithPhoto(dataUrl('image/png', await solidImage(20, 20, 'png')))).json()).image;
      const bob = await stack.signIn('bob@example.com');
      const mark = stack.ai.calls.length;
      const response = await post(bob, '', { messages: [{ role: 'user', content: 'Whose is this?', image: photo }] });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', message: 'messages.0.image: Image not found' });
      expect(await aiCallsSince(mark)).toEqual([]);
    });
  });

  it('extracts wine data from the whole conversation', async () => {
    const messages = [
      { role: 'user', content: 'Vietti Castiglione 2019' },
      { role: 'assistant', content: 'A lovely Barolo.' },
    ];
    const response = await post(alice, '/extract-data', { messages });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SAMPLE_WINE_DATA);
    expect(stack.ai.calls.at(-1)).toMatchObject({
      pattern: AiRpc.extractData.pattern,
      actor: { userId: alice.userId },
      payload: { messages },
    });
  });

  it('gives AI calls the longer AI deadline, not the data calls’ one', async () => {
    const dataCallEnded = latch();
    stack.ai.script('chat', async () => {
      await dataCallEnded.opened;
      return SAMPLE_CHAT_REPLY;
    });
    stack.tasting.script('list', async () => {
      await dataCallEnded.opened;
      return { items: [], nextCursor: null };
    });
    try {
      const mark = stack.ai.calls.length;
      const chat = post(alice, '', { messages: [{ role: 'user', content: 'Take your time' }] });
      await eventually(() => stack.ai.calls.length > mark);
      // A data call sent after the AI call has started fails at its deadline while the AI call still waits.
      const list = await alice.browser.fetch(`${stack.gateway.url}/api/wine-tastings`);
      expect(list.status).toBe(504);
      dataCallEnded.open();
      expect((await chat).status).toBe(200);
    } finally {
      dataCallEnded.open();
      stack.ai.script('chat', () => SAMPLE_CHAT_REPLY);
    }
  });

  it('answers 401 when signed out, without calling the sommelier', async () => {
    const mark = stack.ai.calls.length;
    const response = await post(new TestBrowser(), '', { messages: [{ role: 'user', content: 'Hello' }] });
    expect(response.status).toBe(401);
    expect(await aiCallsSince(mark)).toEqual([]);
  });

  it(`limits each user to ${AI_PER_MIN} AI calls a minute across chat and extraction`, async () => {
    const carol = await stack.signIn('carol@example.com');
    const messages = [{ role: 'user', content: 'Hi' }];
    for (let call = 0; call < AI_PER_MIN; call++) {
      const response = await post(carol, call % 2 === 0 ? '' : '/extract-data', { messages });
      expect(response.status).toBe(200);
    }
    await expectRefused(
      await post(carol, '', { messages }),
      429,
      'Too many requests. Please wait a moment and try again.',
    );
    expect((await post(alice, '', { messages })).status).toBe(200);
  });

  it('sent every RPC payload under 64 KB: photos travel as media URLs, never as bytes', () => {
    const calls = [...stack.ai.calls, ...stack.tasting.calls];
    expect(calls.length).toBeGreaterThan(AI_PER_MIN);
    const oversized = calls.filter((call) => call.payloadBytes >= 64 * 1024);
    expect(oversized.map((call) => `${call.pattern}: ${call.payloadBytes} bytes`)).toEqual([]);
  });
});
