import sharp from 'sharp';
import { imageExtensionOf } from './generated-images';

describe('imageExtensionOf: the format of image bytes by their magic numbers', () => {
  const blank = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#800020' } });

  it.each([
    ['webp', () => blank().webp().toBuffer()],
    ['png', () => blank().png().toBuffer()],
    ['jpg', () => blank().jpeg().toBuffer()],
  ])('%s', async (extension, encode) => {
    expect(imageExtensionOf(await encode())).toBe(extension);
  });

  it('is null for anything else', () => {
    expect(imageExtensionOf(Buffer.from('GIF89a......'))).toBeNull();
    expect(imageExtensionOf(Buffer.alloc(0))).toBeNull();
  });
});
