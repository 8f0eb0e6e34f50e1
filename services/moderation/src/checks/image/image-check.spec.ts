import sharp from 'sharp';
import {
  checkImageOffline,
  HELD_PHOTO_MESSAGE,
  HOLD_REGION_FRACTION,
  HOLD_SKIN_FRACTION,
  measureSkin,
} from './image-check';
import { isSkinTone } from './skin-pixels';
import { bottleOnTable, mixedSkin, mostlySkin, redWineGlass, SKIN_TONES, vineyard } from './testing/wine-scenes';

jest.setTimeout(20_000);

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

describe('checkImageOffline', () => {
  it.each([
    ['a bottle with a label on a wooden table', bottleOnTable],
    ['a vineyard under the sky', vineyard],
    ['a hand holding a glass of red wine', redWineGlass],
  ])('allows %s', async (_scene, paint) => {
    const photo = await paint();
    const measure = await measureSkin(photo);
    expect(measure.skin).toBeLessThan(HOLD_SKIN_FRACTION);
    expect(measure.largestRegion).toBeLessThan(HOLD_REGION_FRACTION);
    expect(await checkImageOffline(photo)).toEqual({
      verdict: 'allow',
      reason: null,
      message: null,
      rule: `offline-image:skin ${Math.round(measure.skin * 100)}%`,
    });
  });

  it.each([
    ['light skin', () => mostlySkin('light')],
    ['medium skin', () => mostlySkin('medium')],
    ['dark skin', () => mostlySkin('dark')],
    ['light, medium and dark skin side by side', mixedSkin],
  ])('holds a photo mostly filled with %s', async (_scene, paint) => {
    const finding = await checkImageOffline(await paint());
    expect(finding).toEqual({
      verdict: 'hold',
      reason: 'inappropriate',
      message: HELD_PHOTO_MESSAGE,
      rule: expect.stringMatching(/^offline-image:skin \d+%$/) as string,
    });
    const share = Number(/(\d+)%$/.exec(finding.rule)![1]);
    expect(share).toBeGreaterThanOrEqual(HOLD_SKIN_FRACTION * 100);
  });

  it('reads PNGs over white (transparent skin-coloured pixels are not skin) and greyscale JPEGs', async () => {
    const png = (alpha: number) =>
      sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 198, g: 146, b: 108, alpha } } })
        .png()
        .toBuffer();
    expect((await checkImageOffline(await png(1))).verdict).toBe('hold');
    expect(await checkImageOffline(await png(0))).toMatchObject({ verdict: 'allow', rule: 'offline-image:skin 0%' });
    const grey = await sharp(await mostlySkin('medium'))
      .toColourspace('b-w')
      .jpeg()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect(await checkImageOffline(grey)).toMatchObject({ verdict: 'allow', rule: 'offline-image:skin 0%' });
  });

  it('holds what it cannot decode, never publishing it', async () => {
    for (const bytes of [
      Buffer.from('not an image at all'),
      Buffer.alloc(0),
      (await bottleOnTable()).subarray(0, 200),
    ]) {
      expect(await checkImageOffline(bytes)).toEqual({
        verdict: 'hold',
        reason: null,
        message: HELD_PHOTO_MESSAGE,
        rule: 'offline-image:unreadable',
      });
    }
  });
});
