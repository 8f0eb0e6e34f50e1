import sharp from 'sharp';

/** Long side the OCR sees: capitals of small label print end up ~20-40 px tall, where tesseract reads best. */
export const OCR_LONG_SIDE = 1800;
/** Pixel floods are refused before decoding (a phone photo is ~12-50 MP). */
const MAX_INPUT_PIXELS = 80_000_000;
/** Mean grey (0..255) of the label area below which the print is light on dark. */
const DARK_GROUND_MEAN = 110;

export interface OcrVariants {
  /** Greyscale, contrast stretched, dark text on light ground whichever way the label was printed. */
  primary: () => Promise<Buffer>;
  /** Local contrast (CLAHE) for uneven light, glare and low-contrast print; run only when needed. */
  localContrast: () => Promise<Buffer>;
}

/**
 * The photo turned upright (EXIF), scaled to the OCR size and made grey; the variants are made lazily so
 * a clean label costs one OCR pass. A mostly dark picture (light print on a dark label) is inverted:
 * tesseract's binarisation expects dark text on light ground.
 */
export async function prepareOcrVariants(photo: Buffer): Promise<OcrVariants> {
  const grey = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const raw = { raw: { width, height, channels: 1 as const } };
  // Judge the ground by the middle of the picture, where the label is, not by the bottle and table around it.
  const centre = {
    left: Math.floor(width / 4),
    top: Math.floor(height / 4),
    width: Math.ceil(width / 2),
    height: Math.ceil(height / 2),
  };
  const { channels } = await sharp(grey.data, raw).extract(centre).stats();
  const darkGround = channels[0]!.mean < DARK_GROUND_MEAN;
  const oriented = () => {
    const image = sharp(grey.data, raw);
    return darkGround ? image.negate() : image;
  };
  return {
    primary: () => oriented().normalise({ lower: 1, upper: 99 }).png({ compressionLevel: 1 }).toBuffer(),
    localContrast: () =>
      oriented()
        .clahe({ width: 96, height: 96, maxSlope: 4 })
        .sharpen({ sigma: 1 })
        .png({ compressionLevel: 1 })
        .toBuffer(),
  };
}
