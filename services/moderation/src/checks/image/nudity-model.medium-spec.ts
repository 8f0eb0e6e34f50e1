// The real NSFWJS model, loaded from node_modules in its worker thread, as the judge of the wine scenes the
// quick check cannot clear (a sample: the bench judges all of them).
import { checkImageOffline, measureSkin, MODEL_HOLD_SCORE, quickVerdict } from './image-check';
import { NudityModel } from './nudity-model';
import { sampleOf, WINE_SCENES, type WineScene } from './testing/wine-scene-set';

jest.setTimeout(60_000);

describe('NudityModel', () => {
  const model = new NudityModel();
  afterAll(() => model.close());

  async function suspects(scenes: readonly WineScene[]): Promise<{ name: string; bytes: Buffer }[]> {
    const found: { name: string; bytes: Buffer }[] = [];
    for (const scene of scenes) {
      const bytes = await scene.paint();
      if (quickVerdict(await measureSkin(bytes)) === 'suspect') found.push({ name: scene.name, bytes });
    }
    return found;
  }

  it('starts from the weights in node_modules and publishes the warm, dim and brown wine scenes it is asked about', async () => {
    const sample = await suspects(sampleOf(WINE_SCENES, 25));
    expect(sample.length).toBeGreaterThanOrEqual(10);
    const held: string[] = [];
    for (const { name, bytes } of sample) {
      const finding = await checkImageOffline(bytes, model);
      expect(finding.rule).toMatch(/ model \d\.\d\d$/);
      if (finding.verdict !== 'allow') held.push(`${finding.rule}: ${name}`);
    }
    expect(held).toEqual([]);
    expect(model.startupMs).toBeGreaterThan(0);
  });

  it('answers with the five classes, and the thread that asked keeps running meanwhile', async () => {
    const [{ bytes }] = await suspects(WINE_SCENES.slice(0, 8));
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 2);
    try {
      const scores = await model.classify(bytes);
      expect(Object.keys(scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
      expect(scores.Porn + scores.Hentai + scores.Sexy).toBeLessThan(MODEL_HOLD_SCORE);
    } finally {
      clearInterval(ticking);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it('starts a new worker for the next photo after it was closed', async () => {
    const [{ bytes }] = await suspects(WINE_SCENES.slice(0, 8));
    await model.close();
    const scores = await model.classify(bytes);
    expect(scores.Neutral).toBeGreaterThan(0);
  });
});
