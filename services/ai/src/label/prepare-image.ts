import sharp from 'sharp';
import { evenBottleLight, isUnevenlyLit, measureBottleLight } from './bottle-light';
import { isLightPrint } from './print-polarity';
import { measureCylinder, type Unrolling, unwrapBottle } from './unwrap-bottle';

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
  /** Set when the label was unrolled off its bottle: its points go back into the picture through it first. */
  unrolling?: Unrolling;
  offset: { x: number; y: number };
}

/** Which OCR image of a photo to make (see OcrVariants). */
export type OcrVariantName = 'primary' | 'secondLook' | 'otherThresholding' | 'zoomed';

/** One OCR image asked of the image threads: the photo's bytes cross to the thread, the image comes back. */
export interface OcrImageRequest {
  photo: Uint8Array;
  variant: OcrVariantName;
  /** For `zoomed`: where the text is, in the primary image's coordinates. */
  region?: Region;
  /** The primary image's long side. */
  longSide?: number;
  /** False for a picture that is not mostly label (a shelf: dark bottles around light labels): never inverted. */
  mostlyLabel?: boolean;
  /** A label photo: its light evened out when it is uneven (a bottle under a lamp), from the first image on. */
  evenLight?: boolean;
}

/** Makes one OCR image in a worker thread (the pixel loops below must never run on the service's main thread). */
export type PrepareOcrImage = (request: OcrImageRequest) => Promise<OcrImage>;

export interface OcrVariants {
  /**
   * Greyscale, contrast stretched, dark text on light ground whichever way the label was printed, its
   * light evened out when asked (`evenLight`) and uneven.
   */
  primary: () => Promise<OcrImage>;
  /**
   * The same, smaller, and binarised the other way: made only when the first reading is doubtful. A label
   * photo on a bottle is also unrolled, so the two readings vote between a flat and a wrapped view.
   */
  secondLook: () => Promise<OcrImage>;
  /** The primary image binarised the other way, at the same size (a page read twice keeps its layout). */
  otherThresholding: () => Promise<OcrImage>;
  /** The part of the photo where the text is, cut from the full-resolution photo and brought to OCR size. */
  zoomed: (region: Region) => Promise<OcrImage>;
}

/**
 * The OCR images of a photo, each made lazily by `prepare` (in a worker thread) when asked for, so a
 * clean label costs one image and one OCR pass.
 */
export function ocrVariants(
  photo: Buffer,
  prepare: PrepareOcrImage,
  options: { longSide?: number; mostlyLabel?: boolean; evenLight?: boolean } = {},
): OcrVariants {
  const make = (variant: OcrVariantName, region?: Region) => prepare({ photo, variant, region, ...options });
  return {
    primary: () => make('primary'),
    secondLook: () => make('secondLook'),
    otherThresholding: () => make('otherThresholding'),
    zoomed: (region) => make('zoomed', region),
  };
}

/**
 * The picture with its uneven light evened out (see bottle-light): a bottle under a lamp gets a view
 * where the dim side and the print under the glare are as dark as the rest. An evenly lit picture is
 * left as it is. Light print on a dark label (inverted here) is what the lamp lights, not the ground, so
 * its depth is stretched too.
 */
async function withEvenLight(image: sharp.Sharp, lightPrint: boolean): Promise<sharp.Sharp> {
  // sharp hands raw pixels out as RGB unless told to keep one channel.
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const light = measureBottleLight(data, info.width, info.height);
  if (!isUnevenlyLit(light)) return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  const evened = evenBottleLight(data, info.width, info.height, light, { stretch: lightPrint });
  return sharp(evened, { raw: { width: info.width, height: info.height, channels: 1 } });
}

/** The region of the primary image (`width` × `height`) as a crop of the upright full-size photo. */
async function fullSizeCrop(photo: Uint8Array, region: Region, width: number, height: number) {
  // EXIF orientations 5-8 swap the stored photo's sides.
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
  return { crop, factor };
}

/**
 * One OCR image of a photo, run in an image worker thread: the photo turned upright (EXIF), made grey
 * and scaled for OCR. A label printed light on dark is inverted (tesseract's binarisation expects dark
 * text on light ground); a label photo (`evenLight`) lit unevenly has its light evened out.
 */
export async function prepareOcrImage({
  photo,
  variant,
  region,
  longSide = OCR_LONG_SIDE,
  mostlyLabel = true,
  evenLight = false,
}: OcrImageRequest): Promise<OcrImage> {
  const grey = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const raw = { raw: { width, height, channels: 1 as const } };
  const darkGround = mostlyLabel && isLightPrint(grey.data, width, height);
  const finish = async (image: sharp.Sharp, thresholding: Thresholding, evened = false) => {
    if (darkGround) image.negate();
    if (evened) image = await withEvenLight(image, darkGround);
    const { data, info } = await image
      .normalise({ lower: 1, upper: 99 })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, thresholding, width: info.width, height: info.height };
  };
  const prepared = async (side: number, thresholding: Thresholding, evened = false): Promise<OcrImage> => {
    const image = sharp(grey.data, raw);
    if (side < Math.max(width, height)) image.resize({ width: side, height: side, fit: 'inside' });
    const done = await finish(image, thresholding, evened);
    return { ...done, scale: width / done.width, offset: { x: 0, y: 0 } };
  };
  /** The image unrolled off its bottle when it is on one (see unwrap-bottle), else as it was. */
  const unrolledIfOnBottle = async (image: OcrImage): Promise<OcrImage> => {
    const { data, info } = await sharp(image.png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const cylinder = measureCylinder(data, info.width, info.height);
    if (!cylinder) return image;
    const flat = unwrapBottle(data, info.width, info.height, cylinder);
    const png = await sharp(flat.data, { raw: { width: flat.width, height: flat.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { ...image, png, width: flat.width, height: flat.height, unrolling: flat.unrolling };
  };
  if (variant === 'primary') return prepared(longSide, 'sauvola', evenLight);
  if (variant === 'otherThresholding') return prepared(longSide, 'local-otsu', evenLight);
  if (variant === 'secondLook') {
    const image = await prepared(SECOND_LOOK_LONG_SIDE, 'local-otsu', evenLight);
    return evenLight ? unrolledIfOnBottle(image) : image;
  }
  if (!region) throw new Error('A zoomed OCR image needs the region of the text');
  const { crop, factor } = await fullSizeCrop(photo, region, width, height);
  const image = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .extract(crop)
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .greyscale();
  const done = await finish(image, 'local-otsu');
  return { ...done, scale: crop.width / factor / done.width, offset: { x: crop.left / factor, y: crop.top / factor } };
}
