import { metricsRegistry } from '@sorsi/kit';
import { eventually } from '@sorsi/kit/testing';
import sharp from 'sharp';
import { WineLabelSchema, type WineLabel } from '@sorsi/proto';
import { BOTTLE_CASES } from '../label/testing/bottle-cases';
import { HARD_LABEL_CASES, LABEL_CASES } from '../label/testing/label-cases';
import { readsAs } from '../label/testing/reads-as';
import { renderBottlePhoto } from '../label/testing/render-bottle-photo';
import { renderTestLabelPhoto } from '../label/testing/render-test-label';
import { createLabelReader, type LabelReader } from './label-reader';

// OCR of a dozen photos takes tens of seconds of CPU on a shared two-core machine.
jest.setTimeout(180_000);

describe('createLabelReader (tesseract workers) on rendered label photos', () => {
  let reader: LabelReader;
  const labels: WineLabel[] = [];

  beforeAll(async () => {
    reader = createLabelReader({ concurrency: 2 });
    const photos = await Promise.all(LABEL_CASES.map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
    labels.push(...(await Promise.all(photos.map((photo) => reader.readLabel(photo)))));
  });
  afterAll(() => reader.close());

  it.each(LABEL_CASES.map((labelCase, i) => [labelCase.title, i] as const))('reads %s', (_title, i) => {
    const { expected } = LABEL_CASES[i]!;
    const label = WineLabelSchema.parse(labels[i]);
    const read = {
      producer: readsAs(label.producer, expected.producer) ? expected.producer : label.producer,
      wineName: readsAs(label.wineName, expected.wineName) ? expected.wineName : label.wineName,
      varietal: label.varietal,
      year: label.year,
      wineType: expected.wineType.includes(label.wineType!) ? expected.wineType : label.wineType,
    };
    expect(read).toEqual(expected);
    expect(label.ocrTokens.length).toBeGreaterThan(3);
    for (const field of ['producer', 'wineName', 'year'] as const) expect(label.confidence[field]).toBeGreaterThan(0.3);
  });

  // Faded print in a shadow, arched estate names, busy shelves: plain OCR loses some of it. The share of
  // fields read guards the preprocessing and parsing against regressions (75 % when this was written).
  it('reads most fields of badly photographed labels', async () => {
    const photos = await Promise.all(HARD_LABEL_CASES.map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
    const read = await Promise.all(photos.map((photo) => reader.readLabel(photo)));
    const right = read.flatMap((label, i) => {
      const { expected } = HARD_LABEL_CASES[i]!;
      return [
        readsAs(label.producer, expected.producer),
        readsAs(label.wineName, expected.wineName),
        label.varietal === expected.varietal,
        label.year === expected.year,
        expected.wineType.includes(label.wineType!),
      ];
    });
    expect(right.filter(Boolean).length / right.length).toBeGreaterThanOrEqual(0.6);
  });

  // A flat label, and a bottle under a lamp whose light (fall-off and glare band) is evened out before
  // it is read (pixel loops that once ran on the main thread).
  it.each([
    ['a flat label', () => renderTestLabelPhoto(LABEL_CASES[0]!.photo)],
    ['a bottle with glare', () => renderBottlePhoto(BOTTLE_CASES[13]!.photo)],
  ])('keeps the event loop free while reading %s', async (_name, render) => {
    const photo = await render();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await reader.readLabel(photo);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // At least a third of the 10 ms ticks fire: the recognition itself runs in the worker threads.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });

  it('reads a label photo taken sideways (EXIF orientation)', async () => {
    const upright = await renderTestLabelPhoto(LABEL_CASES[0]!.photo);
    // Stored turned a quarter, with the EXIF tag that tells viewers to turn it back.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const label = await reader.readLabel(sideways);
    expect(label.year).toBe(LABEL_CASES[0]!.expected.year);
    expect(readsAs(label.producer, LABEL_CASES[0]!.expected.producer)).toBe(true);
  });

  it('reads a label photographed from afar (a small part of a large, busy photo)', async () => {
    const { photo, expected } = LABEL_CASES[5]!;
    const label = await reader.readLabel(await renderTestLabelPhoto({ ...photo, margin: 1300, clutter: true }));
    expect([label.year, label.varietal]).toEqual([expected.year, expected.varietal]);
    expect(readsAs(label.producer, expected.producer) && readsAs(label.wineName, expected.wineName)).toBe(true);
  });

  it('finds nothing on a photo without text', async () => {
    const blank = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#6b1d2a' } })
      .jpeg()
      .toBuffer();
    const label = await reader.readLabel(blank);
    expect(label).toMatchObject({ producer: null, wineName: null, varietal: null, year: null, wineType: null });
  });

  it('rejects bytes that are not an image', async () => {
    await expect(reader.readLabel(Buffer.from('not an image at all'))).rejects.toThrow();
  });
});

// Issue 25 §5: what an operator tunes by, on /metrics (the registry the health server serves).
describe('the label reader’s metrics', () => {
  let reader: LabelReader;
  beforeAll(() => {
    reader = createLabelReader({ concurrency: 2 });
  });
  afterAll(() => reader.close());

  const value = async (series: string) => {
    const lines = (await metricsRegistry.metrics()).split('\n');
    return Number(lines.find((line) => line.startsWith(`${series} `))?.slice(series.length + 1));
  };

  it('reports its pool’s threads busy and images queued while reading, OCR and read durations after', async () => {
    const photos = await Promise.all(LABEL_CASES.slice(0, 4).map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
    expect(await value('sorsi_ai_pool_threads{pool="ocr"}')).toBe(2);
    expect(await value('sorsi_ai_pool_busy_threads{pool="ocr"}')).toBe(0);
    // Four photos on two threads: both threads busy and images waiting for them, then all idle again.
    const reads = Promise.all(photos.map((photo) => reader.readLabel(photo)));
    await eventually(
      async () =>
        (await value('sorsi_ai_pool_busy_threads{pool="ocr"}')) === 2 &&
        (await value('sorsi_ai_pool_queued_jobs{pool="ocr"}')) > 0,
      { timeoutMs: 60_000 },
    );
    await reads;
    expect(await value('sorsi_ai_pool_busy_threads{pool="ocr"}')).toBe(0);
    expect(await value('sorsi_ai_pool_queued_jobs{pool="ocr"}')).toBe(0);
    expect(await value('sorsi_ai_read_duration_seconds_count{kind="label"}')).toBeGreaterThanOrEqual(4);
    expect(await value('sorsi_ai_ocr_duration_seconds_count{layout="sparse"}')).toBeGreaterThanOrEqual(4);
  });
});
