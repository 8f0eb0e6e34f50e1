import { loadavg } from 'node:os';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { fromThisSite, launchBrowser, newContext } from '../e2e/support/browser';
import { renderPhonePhoto } from '../e2e/support/phone-photo';
import { signInThroughProvider } from '../e2e/support/session';

// Issue 21 §13: bytes on the wire for a 12 MP phone photo through Compare and Taste, before (the photo
// unscaled, base64 in JSON, as the browser sent it until then) and after (scaled to 2048 px in the
// browser), and the time from choosing the photo to the first answer. Bytes do not depend on the load;
// times do: the load average is printed with them. Before is timed from Node (the old page is gone: the
// same body, without the browser's reading of the file); after through the page, from setInputFiles.

const RUNS = 3;
/** A phone's uplink for the computed transfer times: 10 Mbit/s, a fair 4G upload. */
const UPLINK_BYTES_PER_S = 10_000_000 / 8;

const LIST = [
  'Sancerre, Domaine Vacheron 2022    €58',
  'Muscadet Sèvre et Maine 2022    €29',
  'Barolo, Giacomo Borgogno 2017    €48',
  'Fleurie, Georges Duboeuf 2022    €36',
  'Côtes du Rhône, Guigal 2021    €34',
  'Merlot, Vin de Pays 2022    €65',
];
const LABEL = ['Château Margaux', 'Pavillon Rouge', 'Cabernet Sauvignon', '2015'];

interface Route {
  name: string;
  path: string;
  lines: string[];
  open: (page: Page) => Promise<void>;
  choose: (page: Page, photo: Buffer) => Promise<void>;
  answered: (page: Page) => Promise<void>;
  unscaledBody: (photo: Buffer) => object;
}

const jpegFile = (buffer: Buffer) => ({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer });

const ROUTES: Route[] = [
  {
    name: 'Compare',
    path: '/api/compare-wines',
    lines: LIST,
    open: async (page) => {
      await page.goto('/compare');
      await page.getByRole('heading', { name: 'Compare' }).waitFor();
    },
    choose: (page, photo) => page.getByLabel('Upload Wine List').setInputFiles(jpegFile(photo)),
    answered: (page) => page.getByRole('list', { name: 'Recommendations' }).first().waitFor({ timeout: 90_000 }),
    unscaledBody: (photo) => ({ image: photo.toString('base64'), filename: 'IMG_2041.jpg' }),
  },
  {
    name: 'Taste',
    path: '/api/taste',
    lines: LABEL,
    open: async (page) => {
      await page.goto('/taste');
      await page.getByText('Welcome to Sorsi! What wine are we tasting today?').waitFor();
    },
    choose: async (page, photo) => {
      await page.getByLabel('Upload Wine Label').setInputFiles(jpegFile(photo));
      await page.getByRole('img', { name: 'Attached wine photo' }).waitFor();
      await page.getByRole('button', { name: 'Send message' }).click();
    },
    // The welcome, the photo sent, then the first answer.
    answered: (page) =>
      page
        .getByRole('log', { name: 'Conversation' })
        .locator(':scope > div > ul > li')
        .nth(2)
        .waitFor({ timeout: 90_000 }),
    unscaledBody: (photo) => ({
      messages: [{ role: 'user', content: '', image: `data:image/jpeg;base64,${photo.toString('base64')}` }],
    }),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The time these bytes take up a phone's uplink. */
const uplink = (bytes: number) => seconds((bytes / UPLINK_BYTES_PER_S) * 1000);

describe('photo upload bench', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ROUTES)('$name', async (route) => {
    jest.setTimeout(600_000);
    const photo = await renderPhonePhoto(route.lines);
    const page = await (await newContext(browser)).newPage();
    await signInThroughProvider(page, {
      email: `bench-${route.name.toLowerCase()}@sorsi.test`,
      firstName: 'B',
      lastName: 'B',
    });
    expect((await page.request.post('/api/tos/accept', { data: {}, ...fromThisSite() })).status()).toBe(200);

    const before = await timeUnscaled(page.request, route, photo);
    const after: number[] = [];
    let afterBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await route.open(page);
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === route.path);
      const started = Date.now();
      await route.choose(page, photo);
      const request = await sent;
      await route.answered(page);
      after.push(Date.now() - started);
      afterBytes = (await request.sizes()).requestBodySize;
    }
    console.log(
      [
        `${route.name}: a ${PHOTO_SIZE} phone photo of ${mb(photo.length)} (JPEG), load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `  before: ${mb(before.bytes)} on the wire (base64 JSON), ${seconds(before.ms)} to the answer (median of ${RUNS}, from Node), ${uplink(before.bytes)} at 10 Mbit/s up`,
        `  after:  ${mb(afterBytes)} on the wire, ${seconds(median(after))} from choosing the photo to the answer (median of ${RUNS}, in Chromium), ${uplink(afterBytes)} at 10 Mbit/s up`,
      ].join('\n'),
    );
    expect(afterBytes).toBeLessThan(before.bytes);
  });
});

const PHOTO_SIZE = '4000 × 3000';

async function timeUnscaled(request: APIRequestContext, route: Route, photo: Buffer) {
  const body = JSON.stringify(route.unscaledBody(photo));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = Date.now();
    const reply = await request.post(route.path, {
      data: body,
      headers: { ...fromThisSite().headers, 'content-type': 'application/json' },
      timeout: 120_000,
    });
    expect(reply.status()).toBe(200);
    times.push(Date.now() - started);
  }
  return { bytes: Buffer.byteLength(body), ms: median(times) };
}
