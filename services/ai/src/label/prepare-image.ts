import sharp from 'sharp';

/** Long side the OCR sees first: capitals of small label print end up ~15-30 px tall. */
export const OCR_LONG_SIDE = 1600;
/**
 * Long side of the second look. Tesseract's LSTM reads the same print differently at another scale, and
 * big print it misread at full size (lone numbers such as the vintage, decorative capitals) is usually
 * read right smaller; a smaller image is also the cheapest second pass.
 */
export const SECOND_LOOK_LONG_SIDE = 1100;
/** Pixel floods are refused before decoding (a phone photo is ~12-50 MP). */
const MAX_INPUT_PIXELS = 80_000_000;

/**
 * How the OCR turns grey into black and white. Both are local (adaptive) methods, which keep print
 * readable under a shadow, glare or on a faded label where one global threshold loses it; reading the
 * second look with the other method gives it a genuinely different view.
 */
export type Thresholding = 'sauvola' | 'local-otsu';

/** A rectangle in the coordinates of the first (primary) OCR image. */
export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrImage {
  png: Buffer;
  thresholding: Thresholding;
  width: number;
  height: number;
  /** Maps this image's coordinates to the first image's: first = offset + own × scale. */
  scale: number;
  offset: { x: number; y: number };
}

export interface OcrVariants {
  /** Greyscale, contrast stretched, dark text on light ground whichever way the label was printed. */
  primary: () => Promise<OcrImage>;
  /** The same, smaller and binarised the other way: made only when the first reading is doubtful. */
  secondLook: () => Promise<OcrImage>;
  /** The primary image binarised the other way, at the same size (a page read twice keeps its layout). */
  otherThresholding: () => Promise<OcrImage>;
  /** The part of the photo where the text is, cut from the full-resolution photo and brought to OCR size. */
  zoomed: (region: Region) => Promise<OcrImage>;
}

/**
 * Whether the label is light print on a dark ground. The ground is what most of the label is, so the
 * median grey of the middle of the picture (where the label is, not the bottle and table around it) lies
 * near the ground's tone: nearer the darkest tones than the lightest means a dark ground. Judging by
 * the tones' spread, not by a fixed grey level, keeps a shadowed or underexposed light label light.
 */
function isDarkGround(grey: Buffer, width: number, height: number): boolean {
  const histogram = new Array<number>(256).fill(0);
  for (let y = Math.floor(height / 4); y < Math.ceil((height * 3) / 4); y++) {
    for (let x = Math.floor(width / 4); x < Math.ceil((width * 3) / 4); x++) histogram[grey[y * width + x]!]!++;
  }
  const total = histogram.reduce((sum, count) => sum + count, 0);
  const percentile = (p: number): number => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value]!;
      if (seen >= total * p) return value;
    }
    return 255;
  };
  const [dark, median, light] = [percentile(0.05), percentile(0.5), percentile(0.95)];
  return median - dark < light - median;
}

/**
 * The photo turned upright (EXIF), made grey, and scaled for OCR; the variants are made lazily so a
 * clean label costs one OCR pass. A mostly dark label (light print on a dark ground) is inverted:
 * tesseract's binarisation expects dark text on light ground. `longSide` is the primary image's long side;
 * a picture that is not mostly label (a shelf: dark bottles around light labels) is never inverted.
 */
export async function prepareOcrVariants(
  photo: Buffer,
  { longSide = OCR_LONG_SIDE, mostlyLabel = true }: { longSide?: number; mostlyLabel?: boolean } = {},
): Promise<OcrVariants> {
  const grey = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const raw = { raw: { width, height, channels: 1 as const } };
  const darkGround = mostlyLabel && isDarkGround(grey.data, width, height);
  const finish = async (image: sharp.Sharp, thresholding: Thresholding) => {
    if (darkGround) image.negate();
    const { data, info } = await image
      .normalise({ lower: 1, upper: 99 })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, thresholding, width: info.width, height: info.height };
  };
  const prepared = async (side: number, thresholding: Thresholding): Promise<OcrImage> => {
    const image = sharp(grey.data, raw);
    if (side < Math.max(width, height)) image.resize({ width: side, height: side, fit: 'inside' });
    const done = await finish(image, thresholding);
    return { ...done, scale: width / done.width, offset: { x: 0, y: 0 } };
  };
  const zoomed = async (region: Region): Promise<OcrImage> => {
    // The region in the upright full-size photo (EXIF orientations 5-8 swap its sides).
    const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const sideways = (meta.orientation ?? 1) >= 5;
    const fullWidth = (sideways ? meta.height : meta.width) ?? width;
    const fullHeight = (sideways ? meta.width : meta.height) ?? height;
    const factor = fullWidth / width;
    const left = Math.max(0, Math.floor(region.x0 * factor));
    const top = Math.max(0, Math.floor(region.y0 * factor));
    const crop = {
      left,
      top,
      width: Math.max(1, Math.min(fullWidth - left, Math.ceil((region.x1 - region.x0) * factor))),
      height: Math.max(1, Math.min(fullHeight - top, Math.ceil((region.y1 - region.y0) * factor))),
    };
    const image = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .extract(crop)
      .resize({ width: longSide, height: longSide, fit: 'inside' })
      .greyscale();
    const done = await finish(image, 'local-otsu');
    return {
      ...done,
      scale: crop.width / factor / done.width,
      offset: { x: crop.left / factor, y: crop.top / factor },
    };
  };
  return {
    primary: () => prepared(longSide, 'sauvola'),
    secondLook: () => prepared(SECOND_LOOK_LONG_SIDE, 'local-otsu'),
    otherThresholding: () => prepared(longSide, 'local-otsu'),
    zoomed,
  };
}
