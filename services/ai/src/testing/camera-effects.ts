import sharp from 'sharp';
import { seededRandom } from '@sorsi/kit';

/** What a phone camera adds to a test picture: sensor noise, softness and JPEG compression. */
export interface CameraEffects {
  /** 0 (clean) to 1 (heavy) sensor noise. */
  noise: number;
  /** Gaussian blur sigma in px, 0 for sharp. */
  blur: number;
  /** Seed of the noise, so a picture renders the same every time. */
  seed: number;
}

/** Seeded Gaussian-ish noise as a grey RGBA raw image, blended over the photo. */
function noiseLayer(width: number, height: number, amount: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const value = 128 + (random() + random() + random() - 1.5) * 170 * amount;
    const grey = Math.max(0, Math.min(255, Math.round(value)));
    pixels[i * 4] = grey;
    pixels[i * 4 + 1] = grey;
    pixels[i * 4 + 2] = grey;
    pixels[i * 4 + 3] = Math.round(255 * Math.min(1, amount));
  }
  return pixels;
}

/** The scene (a PNG) as a phone would save it: noised, blurred, then JPEG at quality 80. */
export async function takePhoto(scene: Buffer, effects: CameraEffects): Promise<Buffer> {
  const { width, height } = await sharp(scene).metadata();
  let image = sharp(scene);
  if (effects.noise > 0) {
    const noise = noiseLayer(width!, height!, effects.noise, effects.seed);
    image = sharp(
      await image
        .composite([{ input: noise, raw: { width: width!, height: height!, channels: 4 }, blend: 'overlay' }])
        .png()
        .toBuffer(),
    );
  }
  if (effects.blur > 0) image = image.blur(effects.blur);
  return image.jpeg({ quality: 80 }).toBuffer();
}
