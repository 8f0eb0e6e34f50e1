import sharp from 'sharp';
import {
  checkImageOffline,
  HELD_PHOTO_MESSAGE,
  measureSkin,
  MODEL_HOLD_SCORE,
  type NudityJudge,
  quickVerdict,
} from './image-check';
import type { NudityScores } from './nudity-model';
import { isSkinTone } from './skin-pixels';
import { SKIN_PHOTOS, SKIN_TONES } from './testing/skin-photos';
import { sampleOf, WINE_SCENES } from './testing/wine-scene-set';

jest.setTimeout(30_000);

/** Stands in for the model where its answer is the point (no photo here makes the real one say explicit). */
class AnsweringJudge implements NudityJudge {
  asked = 0;
  constructor(private readonly explicit: number | Error) {}
  async classify(): Promise<NudityScores> {
    this.asked++;
    if (this.explicit instanceof Error) throw this.explicit;
    return { Porn: this.explicit, Hentai: 0, Sexy: 0, Drawing: 0, Neutral: 1 - this.explicit };
  }
}

describe('isSkinTone', () => {
  it.each(Object.entries(SKIN_TONES))('takes %s skin, in shade and in light', (_tone, [r, g, b]) => {
    expect(isSkinTone(r, g, b)).toBe(true);
    expect(isSkinTone(r * 0.75, g * 0.75, b * 0.75)).toBe(true);
    expect(isSkinTone(Math.min(255, r * 1.1), g * 1.1, b * 1.1)).toBe(true);
  });

  it.each([
    ['red wine', [118, 18, 36]],
    ['a dark bottle', [22, 48, 30]],
    ['a white label', [238, 234, 224]],
    ['vine leaves', [62, 118, 48]],
    ['sky', [140, 185, 230]],
    ['a shadow', [40, 26, 20]],
  ] as const)('refuses %s', (_what, [r, g, b]) => {
    expect(isSkinTone(r, g, b)).toBe(false);
  });
});

describe('the quick check', () => {
  // Every twelfth scene keeps this to a few seconds; the bench runs all of them.
  const sample = sampleOf(WINE_SCENES, 12);

  it('holds no wine scene without the model, and clears a part of them at once', async () => {
    expect(WINE_SCENES.length).toBeGreaterThanOrEqual(150);
    const verdicts: { scene: string; verdict: string }[] = [];
    for (const scene of sample) {
      verdicts.push({ scene: scene.name, verdict: quickVerdict(await measureSkin(await scene.paint())) });
    }
    expect(verdicts.filter(({ verdict }) => verdict === 'skin-filled')).toEqual([]);
    expect(verdicts.filter(({ verdict }) => verdict === 'clear').length).toBeGreaterThan(sample.length / 5);
  });

  it.each(SKIN_PHOTOS.map((photo) => [photo.name, photo.paint] as const))(
    'holds %s without asking the model',
    async (_name, paint) => {
      const judge = new AnsweringJudge(0);
      expect(await checkImageOffline(await paint(), judge)).toEqual({
        verdict: 'hold',
        reason: 'inappropriate',
        message: HELD_PHOTO_MESSAGE,
        rule: expect.stringMatching(/^offline-image:skin \d+%( grey)? filled$/) as string,
      });
      expect(judge.asked).toBe(0);
    },
  );

  it('reads PNGs over white: transparent skin-coloured pixels are not skin', async () => {
    const png = (alpha: number) =>
      sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 198, g: 146, b: 108, alpha } } })
        .png()
        .toBuffer();
    expect((await checkImageOffline(await png(1), null)).verdict).toBe('hold');
    // Flattened over white, it is a white (so greyscale) picture with no skin.
    expect(await checkImageOffline(await png(0), null)).toMatchObject({
      verdict: 'allow',
      rule: 'offline-image:skin 0% grey',
    });
  });

  it('holds what it cannot decode, never publishing it', async () => {
    for (const bytes of [
      Buffer.from('not an image at all'),
      Buffer.alloc(0),
      (await SKIN_PHOTOS[0]!.paint()).subarray(0, 200),
    ]) {
      expect(await checkImageOffline(bytes, new AnsweringJudge(0))).toEqual({
        verdict: 'hold',
        reason: null,
        message: HELD_PHOTO_MESSAGE,
        rule: 'offline-image:unreadable',
      });
    }
  });
});

describe('the model as judge of what the quick check cannot clear', () => {
  /** A bottle on a smooth brown backdrop: the photo of the report that was held as inappropriate. */
  const brownBackdrop = WINE_SCENES.find(
    ({ name }) => name === 'bottle with a cream label on chocolate backdrop, daylight',
  )!;

  it('asks the model about a label on a brown backdrop and publishes it when the model sees nothing explicit', async () => {
    const judge = new AnsweringJudge(0.02);
    expect(await checkImageOffline(await brownBackdrop.paint(), judge)).toEqual({
      verdict: 'allow',
      reason: null,
      message: null,
      rule: expect.stringMatching(/ model 0\.02$/) as string,
    });
    expect(judge.asked).toBe(1);
  });

  it('holds it when the model leans towards explicit', async () => {
    const finding = await checkImageOffline(await brownBackdrop.paint(), new AnsweringJudge(MODEL_HOLD_SCORE));
    expect(finding).toMatchObject({ verdict: 'hold', reason: 'inappropriate', message: HELD_PHOTO_MESSAGE });
  });

  it('holds it when the model cannot answer, or there is none', async () => {
    const photo = await brownBackdrop.paint();
    for (const judge of [new AnsweringJudge(new Error('worker gone')), null]) {
      expect(await checkImageOffline(photo, judge)).toMatchObject({
        verdict: 'hold',
        reason: 'inappropriate',
        rule: expect.stringMatching(/ unjudged$/) as string,
      });
    }
  });

  it('never asks the model about a photo the quick check clears', async () => {
    const vineyard = WINE_SCENES.find(({ name }) => name === 'bottle with a cream label on vineyard, daylight')!;
    const judge = new AnsweringJudge(new Error('must not be asked'));
    expect((await checkImageOffline(await vineyard.paint(), judge)).verdict).toBe('allow');
    expect(judge.asked).toBe(0);
  });
});
