import sharp from 'sharp';
import type { WineType } from '@sorsi/proto';
import { paintImpression, PAINTING_SIZE, type WineToPaint } from './paint-impression';

const margaux: WineToPaint = {
  producer: 'Château Margaux',
  wineName: 'Pavillon Rouge',
  varietal: 'Cabernet Sauvignon',
  year: '2015',
  wineType: 'red',
};

/** Mean colour of the picture, 0..255 per channel. */
async function meanColour(picture: Buffer): Promise<{ r: number; g: number; b: number; lightness: number }> {
  const { channels } = await sharp(picture).stats();
  const [r, g, b] = channels.map((channel) => channel.mean) as [number, number, number];
  return { r, g, b, lightness: (Math.max(r, g, b) + Math.min(r, g, b)) / 2 };
}

// Each picture takes about half a second of CPU; leave room on a busy machine.
jest.setTimeout(30_000);

describe('paintImpression', () => {
  it('paints a 768×768 WebP', async () => {
    const picture = await paintImpression(margaux);
    const meta = await sharp(picture).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PAINTING_SIZE, height: PAINTING_SIZE });
  });

  it('is deterministic: the same wine gives identical bytes, however its fields are cased or spaced', async () => {
    const first = await paintImpression(margaux);
    const again = await paintImpression({ ...margaux, producer: '  château   MARGAUX ' });
    expect(again.equals(first)).toBe(true);
  });

  it('gives a different wine a different picture', async () => {
    const first = await paintImpression(margaux);
    const otherYear = await paintImpression({ ...margaux, year: '2016' });
    const otherWine = await paintImpression({ producer: 'Penfolds', wineName: 'Grange', wineType: 'red' });
    expect(otherYear.equals(first)).toBe(false);
    expect(otherWine.equals(first)).toBe(false);
  });

  it('paints a wine of which nothing is known', async () => {
    const bare = await paintImpression({});
    expect((await sharp(bare).metadata()).width).toBe(PAINTING_SIZE);
  });

  // The palette follows the wine: compare pictures of the same wine painted as each type, so the scene
  // composition is the same and only the colours differ.
  const asType = (wineType: WineType) => paintImpression({ ...margaux, wineType });

  it('paints a red wine redder and darker than the same wine as a white', async () => {
    const red = await meanColour(await asType('red'));
    const white = await meanColour(await asType('white'));
    expect(red.r - red.g).toBeGreaterThan(white.r - white.g);
    expect(red.lightness).toBeLessThan(white.lightness);
  });

  it.each<[WineType, WineType]>([
    ['fortified', 'sparkling'],
    ['red', 'rose'],
    ['dessert', 'white'],
  ])('paints %s darker than %s', async (darker, lighter) => {
    expect((await meanColour(await asType(darker))).lightness).toBeLessThan(
      (await meanColour(await asType(lighter))).lightness,
    );
  });
});
