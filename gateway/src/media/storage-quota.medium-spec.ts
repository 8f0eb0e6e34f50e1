import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type GatewayWithStandIns, type SignedInPerson, startGatewayWithStandIns } from '../testing';

jest.setTimeout(30_000);

/** A photo that stays large after re-encoding (noise does not compress): about 100-200 KB as WebP. */
async function noisyPhoto(seed: number): Promise<string> {
  const [width, height] = [420, 420];
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    pixels[i] = state % 256;
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

// Issue 8 §5: a person's photos may fill only their share of the store.
describe('the per-person storage quota', () => {
  let stack: GatewayWithStandIns;
  let ana: SignedInPerson;
  let bo: SignedInPerson;

  beforeAll(async () => {
    stack = await startGatewayWithStandIns({ UPLOAD_QUOTA_MB: '0.3' });
    [ana, bo] = [await stack.signIn('ana@example.com'), await stack.signIn('bo@example.com')];
  });

  afterAll(() => stack?.close());

  const uploadsOf = (person: SignedInPerson) =>
    readdir(path.join(stack.mediaDir, 'u', person.userId, 'upload')).catch(() => [] as string[]);
  const sendPhoto = async (person: SignedInPerson, seed: number) =>
    person.browser.fetch(`${stack.gateway.url}/api/taste`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: [
          { role: 'user', content: 'What is this?', image: `data:image/png;base64,${await noisyPhoto(seed)}` },
        ],
      }),
    });

  it('refuses the upload that would pass the quota with 413 and a clear message, storing nothing of it', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let seed = 1; seed <= 6 && !refused; seed++) {
      const response = await sendPhoto(ana, seed);
      statuses.push(response.status);
      if (response.status !== 200) refused = response;
    }
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(refused?.status).toBe(413);
    expect((await refused!.json()).error).toBe(
      'Your photo storage is full (0.3 MB). Delete some tastings or posts with photos to add new ones.',
    );
    expect(await uploadsOf(ana)).toHaveLength(statuses.length - 1);
  });

  it("counts each person's own photos: someone else's full store does not stop them", async () => {
    expect((await sendPhoto(bo, 99)).status).toBe(200);
    expect(await uploadsOf(bo)).toHaveLength(1);
  });
});
