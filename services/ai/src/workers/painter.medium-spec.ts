import { metricsRegistry } from '@sorsi/kit';
import sharp from 'sharp';
import { paintImpression, PAINTING_SIZE } from '../painting/paint-impression';
import { createPainter, type Painter } from './painter';

jest.setTimeout(60_000);

const wines = ['red', 'white', 'rose', 'sparkling'].map((wineType, i) => ({
  producer: `Producer ${i}`,
  wineName: 'Cuvée Test',
  year: String(2010 + i),
  wineType: wineType as 'red' | 'white' | 'rose' | 'sparkling',
}));

describe('createPainter (worker threads)', () => {
  let painter: Painter;
  beforeAll(() => {
    painter = createPainter({ concurrency: 2 });
  });
  afterAll(() => painter.close());

  it('paints in worker threads the same bytes as painting in this thread', async () => {
    const fromPool = await painter.paint(wines[0]!);
    expect(Buffer.isBuffer(fromPool)).toBe(true);
    expect(fromPool.equals(await paintImpression(wines[0]!))).toBe(true);
  });

  it('paints several wines at once, each its own picture', async () => {
    const pictures = await Promise.all(wines.map((wine) => painter.paint(wine)));
    for (const picture of pictures) {
      expect(await sharp(picture).metadata()).toMatchObject({ width: PAINTING_SIZE, height: PAINTING_SIZE });
    }
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(wines.length);
  });

  it('paints a picture within the 1.5 s budget once the threads are warm (median of 3)', async () => {
    await painter.paint(wines[1]!);
    const times: number[] = [];
    for (const wine of wines.slice(0, 3)) {
      const started = performance.now();
      await painter.paint({ ...wine, wineName: 'Timing run' });
      times.push(performance.now() - started);
    }
    expect(times.sort((a, b) => a - b)[1]).toBeLessThan(1500);
  });

  it('keeps the event loop free while painting', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await painter.paint({ ...wines[2]!, wineName: 'Event loop run' });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20); // painted in this thread, the loop would stall for the whole picture
  });

  it('reports painting durations and its pool’s threads on /metrics (issue 25 §5)', async () => {
    const text = await metricsRegistry.metrics();
    const count = Number(text.match(/^sorsi_ai_painting_duration_seconds_count (\d+)$/m)?.[1]);
    expect(count).toBeGreaterThanOrEqual(wines.length + 5); // every picture painted above
    expect(text).toContain('sorsi_ai_pool_threads{pool="painting"} 2');
    expect(text).toContain('sorsi_ai_pool_busy_threads{pool="painting"} 0');
    expect(text).toContain('sorsi_ai_pool_queued_jobs{pool="painting"} 0');
  });
});
